import type { Database, Db } from '../db/client';

/** A switch that makes the database unreachable for the app, as a stopped server or a cut network would. */
export interface Outage {
  down: boolean;
}

const queryMethods = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'transaction']);

/** The error node-postgres gives when the server does not answer. */
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** The database as the app sees it through an outage switch: every query fails while `outage.down`. */
export function withOutage(database: Database, outage: Outage): Database {
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof property !== 'string' || !queryMethods.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (outage.down) throw refused();
        return (value as (...params: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Db;
  return {
    ...database,
    db,
    ping: async () => {
      if (outage.down) throw refused();
      await database.ping();
    },
  };
}
