import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import type { Endpoint } from './envelope';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).summary === 'string' &&
  (value as Endpoint).data instanceof z.ZodType;

// Every exported record of endpoints (siteConfigApi, navigationApi, …), so new feature contracts are checked too.
const endpoints = Object.entries(contracts).flatMap(([group, value]) => {
  if (typeof value !== 'object' || value === null || value instanceof z.ZodType) return [];
  const members = Object.entries(value);
  if (members.length === 0 || !members.every(([, member]) => isEndpoint(member))) return [];
  return members.map(([name, endpoint]) => ({ id: `${group}.${name}`, endpoint: endpoint as Endpoint }));
});

describe('endpoint descriptors', () => {
  it('are found in the contracts', () => {
    expect(endpoints.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['siteConfigApi.unitConfig', 'navigationApi.openMenus']),
    );
  });

  it('live under /pedestal/ or /homepage/, or /integration/v1/ for business systems’ pushes', () => {
    for (const { id, endpoint } of endpoints) {
      expect(endpoint.path, id).toMatch(/^\/(pedestal|homepage|integration\/v1)\/[^?#\s]+$/);
    }
  });

  it('never share a method and path', () => {
    const seen = new Map<string, string>();
    for (const { id, endpoint } of endpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      expect(seen.get(key), `${id} repeats ${key}`).toBeUndefined();
      seen.set(key, id);
    }
  });

  it('each carry a Chinese summary', () => {
    for (const { id, endpoint } of endpoints) {
      expect(endpoint.summary.trim(), id).not.toBe('');
      expect(endpoint.summary, id).toMatch(/\p{Script=Han}/u);
    }
  });
});

type JsonSchema = {
  type?: string | string[];
  maximum?: number;
  minimum?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** Every leaf of a request schema, with its path. */
function* leaves(schema: JsonSchema, path: string): Generator<[string, JsonSchema]> {
  for (const [name, child] of Object.entries(schema.properties ?? {})) yield* leaves(child, `${path}.${name}`);
  if (schema.items) yield* leaves(schema.items, `${path}[]`);
  for (const option of schema.anyOf ?? []) yield* leaves(option, path);
  if (!schema.properties && !schema.items && !schema.anyOf) yield [path, schema];
}

describe('request schemas (security.md R1, issue 9: nothing unchecked reaches the database)', () => {
  const requestLeaves = endpoints.flatMap(({ id, endpoint }) =>
    (['query', 'body'] as const).flatMap((part) => {
      const schema = endpoint[part];
      if (!schema) return [];
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      return [...leaves(json, `${id}.${part}`)];
    }),
  );

  it('are found', () => {
    expect(requestLeaves.length).toBeGreaterThan(10);
  });

  it('bound every number to the range of an integer column', () => {
    for (const [path, leaf] of requestLeaves) {
      const types = [leaf.type ?? []].flat();
      if (!types.includes('integer') && !types.includes('number')) continue;
      if (leaf.const !== undefined || leaf.enum) continue;
      expect(leaf.maximum, path).toBeLessThanOrEqual(contracts.INT4_MAX);
      expect(leaf.minimum, path).toBeGreaterThanOrEqual(-contracts.INT4_MAX - 1);
    }
  });

  it('bound every free text and refuse control characters in it', () => {
    for (const [path, leaf] of requestLeaves) {
      if (![leaf.type ?? []].flat().includes('string') || leaf.enum || leaf.const !== undefined) continue;
      expect(leaf.pattern, `${path} has no pattern`).toBeDefined();
      const boundedPattern = /\{\d+,\d+\}\$?$/.test(leaf.pattern ?? '');
      expect(leaf.maxLength !== undefined || boundedPattern, `${path} has no length limit`).toBe(true);
    }
  });

  it('refuse a NUL, CR or LF in what people type, with a Chinese message', () => {
    const keyword = contracts.serviceListBodySchema.safeParse({ keyword: '证明\u0000', page: 1 });
    expect(keyword.success).toBe(false);
    expect(keyword.error?.issues[0]?.message).toBe('不能包含控制字符');
    const login = contracts.authApi.passwordLogin.body!.safeParse({ username: 'a\r\nb', password: 'x' });
    expect(login.success).toBe(false);
  });

  it('refuse ids past the integer column with a Chinese message', () => {
    const big = contracts.serviceListBodySchema.safeParse({ typeId: 2_147_483_648 });
    expect(big.error?.issues[0]?.message).toBe('编号超出范围');
    expect(contracts.appIdSchema.safeParse('2147483648').success).toBe(false);
    expect(contracts.appIdSchema.safeParse('2147483647').success).toBe(true);
  });
});
