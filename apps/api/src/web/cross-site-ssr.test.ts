import { describe, expect, it } from 'vitest';
import { serviceHallApi } from '@yizhan/contracts';
import { useSsrHost } from '../test/ssr-host';

// Issue 9 finding 11: a page opened from another site records nothing for the user.
const t = useSsrHost();

describe('GET /to-handle-service from another site', () => {
  it('still sends the user on, but leaves their recently-used list alone', async () => {
    const { cookie } = await t.signIn('2023001');
    const token = /token=([^;]+)/.exec(cookie)![1]!;
    const recent = async () => {
      const response = await t.app.inject({
        url: `${serviceHallApi.recentlyUsed.path}?attributeType=1`,
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
      return (response.json().data as { appId: string }[]).map((app) => app.appId);
    };
    const list = await t.app.inject({
      method: 'POST',
      url: serviceHallApi.serviceList.path,
      headers: { host: 'localhost' },
      payload: { page: 1, pageSize: 2 },
    });
    const [one, two] = (list.json().data.list as { appId: string }[]).map((app) => app.appId);
    expect(await recent()).toEqual([]);

    const crossSite = await t.page(`/to-handle-service?appId=${one}&terminalType=1`, {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect([200, 302]).toContain(crossSite.status);
    expect(await recent()).toEqual([]);

    await t.page(`/to-handle-service?appId=${two}&terminalType=1`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(await recent()).toEqual([two]);
  });
});
