import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scenariosApi, type ScenarioList } from '@yizhan/contracts';
import { TEST_SEED_DAY, useTestApp } from '../../test/test-app';
import { seed } from '../../seed';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { appGuides, apps } from '../service-hall';
import { SCENARIO_SEEDS } from '../../seed/scenario-guides';
import { serviceScenarios } from './scenarios.table';

const t = useTestApp();
const { call } = consoleKit(t);

/** The id of a unit's service by name. */
async function serviceId(fid: number, name: string) {
  const [row] = await t.database.db
    .select({ id: apps.id, visitorVisible: apps.visitorVisible })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.name, name)));
  return row!;
}

const list = (host: string, appId: number, answers: Record<string, string>) =>
  call(scenariosApi.list, { host, body: { appId: String(appId), answers } });
const materialNames = (body: { data: { list: ScenarioList } }) => body.data.list.materials.map((each) => each.name);

describe('情形引导 in the hall', () => {
  it('gives a guest the questions without what each answer selects', async () => {
    const id = await serviceId(200001, '居民身份证换领');
    expect(id.visitorVisible).toBe(true);
    const answer = await call(withQuery(scenariosApi.questions, { appId: id.id }), { host: 'gov.localhost' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: '居民身份证换领' });
    const [first] = answer.body.data.questions;
    expect(first).toMatchObject({ id: 'local', text: '您的户籍在本市吗？' });
    expect(first.answers[0]).toEqual({ id: 'yes', label: '是', skip: ['province'] });
  });

  it('builds the person’s own list: 户口簿 for a local household, not for another city’s', async () => {
    const { id } = await serviceId(200001, '居民身份证换领');
    const local = await list('gov.localhost', id, { local: 'yes', photo: 'yes' });
    expect(local.status).toBe(200);
    expect(materialNames(local.body)).toContain('居民户口簿');
    expect(materialNames(local.body)).toContain('数码照片回执');
    expect(local.body.data.list.steps).not.toContain('网上预约或现场取号');

    const away = await list('gov.localhost', id, { local: 'no', province: 'yes', photo: 'no' });
    expect(materialNames(away.body)).not.toContain('居民户口簿');
    expect(away.body.data.list).toMatchObject({ promiseEndTime: 45, chargeStandard: '工本费 20 元' });
    expect(away.body.data.list.notes).toHaveLength(3);
  });

  it('refuses bad answers with a Chinese 400, and a service without scenarios with a 404', async () => {
    const { id } = await serviceId(200001, '居民身份证换领');
    const missing = await list('gov.localhost', id, { local: 'no', photo: 'no' });
    expect(missing).toMatchObject({ status: 400, body: { msg: '请回答「户籍是否在外省？」' } });
    const unknown = await list('gov.localhost', id, { local: 'maybe', photo: 'no' });
    expect(unknown).toMatchObject({ status: 400, body: { msg: '「您的户籍在本市吗？」的回答不在可选范围内' } });
    const malformed = await call(scenariosApi.list, {
      host: 'gov.localhost',
      body: { appId: String(id), answers: { local: 'Yes!' } },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(malformed.body.msg).not.toMatch(/[A-Za-z]{4}/);

    const plain = await serviceId(200001, '居住证申领');
    const none = await call(withQuery(scenariosApi.questions, { appId: plain.id }), { host: 'gov.localhost' });
    expect(none).toMatchObject({ status: 404, body: { msg: '该服务暂无情形引导' } });
    // Another unit's service is not found here.
    const elsewhere = await call(withQuery(scenariosApi.questions, { appId: id }), { host: 'localhost' });
    expect(elsewhere).toMatchObject({ status: 404, body: { msg: '服务不存在' } });
  });

  it('seeds at least ten services with scenarios, each naming only what its guide has', async () => {
    const rows = await t.database.db
      .select({ fid: serviceScenarios.fid, name: apps.name, materials: appGuides.materials, steps: appGuides.workflow })
      .from(serviceScenarios)
      .innerJoin(apps, eq(apps.id, serviceScenarios.appId))
      .innerJoin(appGuides, eq(appGuides.appId, apps.id))
      .where(inArray(serviceScenarios.fid, [100001, 200001]));
    expect(new Set(rows.map((row) => row.name)).size).toBeGreaterThanOrEqual(10);
    expect(rows.filter((row) => row.fid === 100001).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.fid === 200001).length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const materials = new Set(row.materials.map((each) => each.name));
      const steps = new Set(row.steps);
      for (const answer of SCENARIO_SEEDS[row.name]!.flatMap((question) => question.answers)) {
        for (const name of [...answer.includeMaterials, ...answer.excludeMaterials]) {
          expect(materials, `${row.name}: ${name}`).toContain(name);
        }
        for (const step of [...answer.includeSteps, ...answer.excludeSteps]) {
          expect(steps, `${row.name}: ${step}`).toContain(step);
        }
      }
    }
  });

  it('gives a demo unit seeded before 情形引导 its scenarios at the next start, once', async () => {
    const db = t.database.db;
    const count = async () => (await db.select().from(serviceScenarios).where(eq(serviceScenarios.fid, 200001))).length;
    const seeded = await count();
    await db.delete(serviceScenarios).where(eq(serviceScenarios.fid, 200001));
    expect(await seed(db, { today: TEST_SEED_DAY })).toEqual([]);
    expect(await count()).toBe(seeded);
    await seed(db, { today: TEST_SEED_DAY });
    expect(await count()).toBe(seeded);
  });
});
