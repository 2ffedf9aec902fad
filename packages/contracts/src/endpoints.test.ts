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

  it('live under /pedestal/ or /homepage/', () => {
    for (const { id, endpoint } of endpoints) {
      expect(endpoint.path, id).toMatch(/^\/(pedestal|homepage)\/[^?#\s]+$/);
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
