import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROBOT } from '@yizhan/contracts';
import { intelligence } from '../site-config/site-config.table';
import { useSsrHost } from '../../test/ssr-host';

// ADR 027: a third-party robot SDK loads from the unit's configured address; pages allow that origin in script-src
// for that unit only, as they do for its bridge script (ADR 024).
const t = useSsrHost();

const scriptSrc = async (host: string, path = '/home') => {
  const policy = (await t.page(path, { host })).headers.get('content-security-policy') ?? '';
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src ')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
};
const setLink = (link: string) => t.database.db.update(intelligence).set({ link }).where(eq(intelligence.fid, 100001));

afterAll(async () => {
  await setLink(ROBOT.builtinLink);
});

describe('robot SDK origin in the page policy', () => {
  it('adds nothing for the built-in assistant, which is part of the portal', async () => {
    expect((await scriptSrc('localhost')).filter((source) => source.startsWith('https:'))).toEqual([]);
  });

  it('allows an https SDK’s origin on that unit’s pages only, desktop and mobile', async () => {
    await setLink('https://robot.example.com/sdk/robot.js?v=3');
    await expect.poll(() => scriptSrc('localhost'), { timeout: 5_000 }).toContain('https://robot.example.com');
    expect(await scriptSrc('localhost', '/mobile/home')).toContain('https://robot.example.com');
    expect(await scriptSrc('gov.localhost')).not.toContain('https://robot.example.com');
  });

  it('allows nothing for an address the page would not load', async () => {
    await setLink('http://robot.example.com/sdk/robot.js');
    await expect
      .poll(async () => (await scriptSrc('localhost')).filter((source) => source.includes('example.com')), {
        timeout: 5_000,
      })
      .toEqual([]);
  });
});
