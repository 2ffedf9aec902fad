import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bundlesApi, type BundleDetail, type BundleProgressItem, type BundleSummary } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { applications, users } from '../../schema';

const t = useTestApp();
const { login, call } = consoleKit(t);

const listOf = async (host = 'localhost', token?: string) =>
  (await call(bundlesApi.list, { host, ...(token ? { token } : {}) })).body.data as BundleSummary[];
const detailOf = async (id: number, host = 'localhost', token?: string) =>
  (await call(withQuery(bundlesApi.detail, { id }), { host, ...(token ? { token } : {}) })).body.data as BundleDetail;

describe('bundles (一件事)', () => {
  it('lets a guest read a unit’s bundles and one bundle’s steps with its materials merged', async () => {
    const campus = await listOf();
    expect(campus.map((bundle) => bundle.title)).toEqual(['新生入学一件事', '毕业离校一件事']);
    const gov = await listOf('gov.localhost');
    expect(gov.map((bundle) => bundle.title)).toEqual(
      expect.arrayContaining(['开办餐饮店一件事', '新生儿出生一件事', '企业开办一件事']),
    );

    const restaurant = await detailOf(gov.find((bundle) => bundle.title === '开办餐饮店一件事')!.id, 'gov.localhost');
    expect(restaurant.steps.map((step) => step.name)).toEqual([
      '个体工商户登记',
      '小餐饮经营许可',
      '公共场所卫生许可',
      '发票领用',
    ]);
    // Kept from guests in the hall: shown, and handled after signing in.
    expect(restaurant.steps.find((step) => step.name === '公共场所卫生许可')!.signInFirst).toBe(true);
    const proxies = restaurant.materials.filter((material) => material.name === '授权委托书及受托人身份证');
    expect(proxies).toHaveLength(1);
    expect(proxies[0]).toMatchObject({ shared: true });
    expect(proxies[0]!.services.length).toBeGreaterThan(1);
    // Each service's own form stays its own.
    expect(restaurant.materials.filter((material) => !material.shared).length).toBeGreaterThan(0);
  });

  it('merges what the seed links: a copy of the campus card is the card', async () => {
    const graduate = (await listOf()).find((bundle) => bundle.title === '毕业离校一件事')!;
    const token = await login('2023001');
    const detail = await detailOf(graduate.id, 'localhost', token);
    expect(detail.materials.some((material) => material.name === '校园卡复印件')).toBe(false);
    const card = detail.materials.find((material) => material.name === '校园卡或居民身份证')!;
    expect(card.shared).toBe(true);
    // Signed in, nothing asks them to sign in first.
    expect(detail.steps.every((step) => !step.signInFirst)).toBe(true);
  });

  it('answers another unit’s bundle or an unknown id with 404, and bad ids in Chinese', async () => {
    const gov = await listOf('gov.localhost');
    const elsewhere = await call(withQuery(bundlesApi.detail, { id: gov[0]!.id }));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.msg).toBe('该一件事不存在或已下线');
    const bad = await call(withQuery(bundlesApi.detail, { id: 'abc' }));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(bad.body.msg).not.toMatch(/[a-z]{3,}/i);
  });

  it('shows a signed-in person the state of their latest application per service; guests are refused', async () => {
    const freshman = (await listOf()).find((bundle) => bundle.title === '新生入学一件事')!;
    const progress = withQuery(bundlesApi.progress, { id: freshman.id });
    expect((await call(progress)).body).toMatchObject({ success: false, code: 401 });

    const { db } = t.database;
    const [student] = await db
      .select({ uid: users.uid })
      .from(users)
      .where(and(eq(users.fid, 100001), eq(users.username, '2023001')));
    const at = new Date();
    await db.insert(applications).values({
      fid: 100001,
      uid: student!.uid,
      sourceSystem: 'bundle-test',
      externalId: 'bundle-1',
      applyNo: 'BT0001',
      serviceName: '校园网开户',
      status: 3,
      submittedAt: at,
      updatedAt: at,
    });
    const mine = (await call(progress, { token: await login('2023001') })).body.data as BundleProgressItem[];
    expect(mine.map((item) => item.name)).toContain('新生入学资格复查');
    expect(mine.find((item) => item.name === '校园网开户')).toMatchObject({
      status: 3,
      statusName: '办理中',
      applyNo: 'BT0001',
    });
    expect(mine.find((item) => item.name === '新生入学资格复查')).toMatchObject({ status: 0, statusName: '未办理' });
    // A teacher has applied for nothing of it.
    const theirs = (await call(progress, { token: await login('T1001') })).body.data as BundleProgressItem[];
    expect(theirs.every((item) => item.status === 0)).toBe(true);
  });
});
