import { describe, expect, it } from 'vitest';
import {
  adminApi,
  adminBundlesApi,
  bundlesApi,
  type AdminBundle,
  type BundleMaterial,
  type BundleSummary,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

interface BundleList {
  list: AdminBundle[];
  total: number;
  services: { id: number; name: string; deptName: string }[];
}

const listOf = async (token: string, host = 'localhost') =>
  (await call(withQuery(adminBundlesApi.list, { page: 1, pageSize: 20 }), { token, host })).body.data as BundleList;

const guestTitles = async (host = 'localhost') =>
  ((await call(bundlesApi.list, { host })).body.data as BundleSummary[]).map((bundle) => bundle.title);

/** A bundle to save, from a stored one. */
const edit = ({ services, ...bundle }: AdminBundle, change: Record<string, unknown> = {}) => ({
  ...bundle,
  serviceIds: services.map((service) => service.id),
  ...change,
});

describe('console bundles (一件事)', () => {
  it('lists bundles with the services they may include; refuses a student and a guest', async () => {
    const admin = await login('admin100001');
    const page = await listOf(admin);
    expect(page.list.map((bundle) => bundle.title)).toEqual(['新生入学一件事', '毕业离校一件事']);
    expect(page.list[0]!.services.length).toBe(5);
    expect(page.services.length).toBeGreaterThan(50);

    // A 事项管理员 of 教务处 is offered only its services.
    const jwc = await listOf(await login('jwc100001'));
    expect(new Set(jwc.services.map((service) => service.deptName))).toEqual(new Set(['教务处']));

    expect((await call(adminBundlesApi.list, { token: await login('2023001') })).status).toBe(403);
    expect((await call(adminBundlesApi.list, { token: await login('editor100001') })).status).toBe(403);
    expect((await call(adminBundlesApi.list)).body).toMatchObject({ success: false, code: 401 });
  });

  it('previews, adds, reorders and removes a bundle; a guest sees each change; 409; audited', async () => {
    const host = 'district.localhost';
    const token = await login('admin', host);
    const { services } = await listOf(token, host);
    const pick = (name: string) => services.find((service) => service.name === name)!.id;
    const serviceIds = [pick('个体工商户登记'), pick('食品经营许可')];

    const preview = (await call(adminBundlesApi.preview, { token, host, body: { serviceIds, materialLinks: [] } })).body
      .data as BundleMaterial[];
    expect(preview.filter((material) => material.name === '授权委托书及受托人身份证')).toHaveLength(1);

    const body = {
      title: '开办小吃店一件事',
      summary: '登记与许可',
      icon: '',
      serviceIds,
      materialLinks: [],
      version: '',
    };
    const created = (await call(adminBundlesApi.save, { token, host, body })).body.data as AdminBundle;
    expect(created.services.map((service) => service.name)).toEqual(['个体工商户登记', '食品经营许可']);
    await expect.poll(() => guestTitles(host), { timeout: 1_000 }).toContain('开办小吃店一件事');

    const reordered = (
      await call(adminBundlesApi.save, { token, host, body: edit(created, { serviceIds: [...serviceIds].reverse() }) })
    ).body.data as AdminBundle;
    expect(reordered.services.map((service) => service.name)).toEqual(['食品经营许可', '个体工商户登记']);
    const stale = await call(adminBundlesApi.save, { token, host, body: edit(created, { title: '旧标题' }) });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ title: '开办小吃店一件事' });

    const removed = await call(adminBundlesApi.remove, {
      token,
      host,
      body: { id: created.id, version: reordered.version },
    });
    expect(removed.body.data).toEqual({ removed: true });
    await expect.poll(() => guestTitles(host), { timeout: 1_000 }).not.toContain('开办小吃店一件事');

    const audit = (await call(withQuery(adminApi.audit, { event: 'admin_write' }), { token, host })).body.data.list;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['新增一件事', '修改一件事', '删除一件事']),
    );
    expect(audit.find((entry: { action: string }) => entry.action === '新增一件事')).toMatchObject({
      target: '一件事「开办小吃店一件事」',
    });
  });

  it('keeps a 事项管理员 to their departments’ services and bundles', async () => {
    const admin = await login('admin100001');
    const { list, services } = await listOf(admin);
    const jwc = await login('jwc100001');
    const own = services.filter((service) => service.deptName === '教务处').slice(0, 2);
    const other = services.find((service) => service.deptName !== '教务处')!;

    const mixed = { title: '混合', summary: '', icon: '', materialLinks: [], version: '' };
    const refused = await call(adminBundlesApi.save, {
      token: jwc,
      body: { ...mixed, serviceIds: [own[0]!.id, other.id] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('只能加入本部门的事项');
    const foreign = await call(adminBundlesApi.remove, {
      token: jwc,
      body: { id: list[0]!.id, version: list[0]!.version },
    });
    expect(foreign.status).toBe(403);

    const created = await call(adminBundlesApi.save, {
      token: jwc,
      body: { ...mixed, title: '证明一件事', serviceIds: own.map((service) => service.id) },
    });
    expect(created.body.data).toMatchObject({ title: '证明一件事' });
    const mine = created.body.data as AdminBundle;
    expect(
      (await call(adminBundlesApi.remove, { token: jwc, body: { id: mine.id, version: mine.version } })).status,
    ).toBe(200);
  });

  it('refuses bad input in Chinese', async () => {
    const token = await login('admin100001');
    const { list } = await listOf(token);
    const base = edit(list[0]!);
    const cases: [object, string][] = [
      [{ ...base, title: '' }, '标题不能为空'],
      [{ ...base, serviceIds: [base.serviceIds[0]] }, '一件事至少包含 2 个事项'],
      [{ ...base, serviceIds: [base.serviceIds[0], base.serviceIds[0]] }, '同一事项不能重复加入'],
      [{ ...base, serviceIds: [base.serviceIds[0], 999_999] }, '所选事项不存在或不是本单位的服务事项，请重新选择'],
      [
        { ...base, icon: '//evil.example.com/a.png' },
        '图标须是图标名称、以 / 开头的站内图片路径或以 http(s):// 开头的图片地址',
      ],
      [{ ...base, materialLinks: [{ material: '', sameAs: '照片' }] }, '材料名称不能为空'],
    ];
    for (const [body, msg] of cases) {
      const refused = await call(adminBundlesApi.save, { token, body });
      expect(refused.status, msg).toBe(400);
      expect(refused.body.msg).toBe(msg);
    }
    // Another unit's bundle is not this unit's to edit.
    const gov = await login('admin200001', 'gov.localhost');
    const elsewhere = await call(adminBundlesApi.save, { token: gov, host: 'gov.localhost', body: base });
    expect(elsewhere.status).toBe(400);
  });
});
