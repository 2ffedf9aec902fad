import { integrationApi, type Endpoint } from '@yizhan/contracts';
import type { TestApp } from '../../test/test-app';
import { createIntegrationKey } from './integration.keys';

/** Helpers of the integration tests: a unit's key, and pushes with it (as a business system sends them). */
export function integrationKit(t: TestApp) {
  /** A new key of a unit's system; the key text is what the system would hold. */
  const keyFor = async (fid: number, name: string) => (await createIntegrationKey(t.database.db, fid, name)).key;

  async function push(
    endpoint: Endpoint,
    body: unknown,
    key: string | undefined,
    { host = 'localhost', header = 'bearer' }: { host?: string; header?: 'bearer' | 'x-api-key' } = {},
  ) {
    const auth =
      key === undefined ? {} : header === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key };
    const response = await t.app.inject({
      method: 'POST',
      url: endpoint.path,
      headers: { host, ...auth },
      payload: body as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json() };
  }

  return { keyFor, push, api: integrationApi };
}
