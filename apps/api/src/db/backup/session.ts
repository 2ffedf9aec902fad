import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../client';
import { SESSION_SETTINGS } from './catalog';

/**
 * One connection for the whole backup or restore: a backup's rows must all come from one snapshot, and a restore
 * is one transaction, so neither can use a pool.
 */
export async function openSession(config: pg.ClientConfig): Promise<pg.Client> {
  const client = new pg.Client(config);
  // A connection cut mid-way fails the next statement instead of crashing the process.
  client.on('error', () => {});
  await client.connect();
  await client.query(SESSION_SETTINGS);
  return client;
}

/** The same connection as a Drizzle database, for the migration runner (it must run inside the restore's transaction). */
export const dbOf = (client: pg.Client) => drizzle(client) as unknown as Db;

/** Ends the session; a transaction still open is rolled back by the server when the connection goes. */
export async function closeSession(client: pg.Client): Promise<void> {
  await client.end().catch(() => {});
}
