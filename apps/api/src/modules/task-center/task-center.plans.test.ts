import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { tabPageQuery } from './task-center.repository';

// The task lists are prepared statements (ADR 046), and PostgreSQL may keep one generic plan for a prepared
// statement, made without its values. Each list must still be read in its index's order for a person with
// thousands of rows — 待办 on its partial index (tab = 1), which a plan for "any tab" could not use.
const t = useTestApp();
const FID = 100001;
const UID = 900_001;

/** The generic plan of the tab's page query, for `uid`'s first page of 10. */
async function genericPlan(tab: number): Promise<string> {
  const { sql: text } = tabPageQuery(t.database.db, tab).getQuery();
  // $1…$5 stand for fid, uid, tab (not in 待办's statement), limit and offset, in the order they appear.
  const values = tab === 1 ? [FID, UID, 10, 0] : [FID, UID, tab, 10, 0];
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare task_page_plan as ${text}`));
    const result = (await tx.execute(sql.raw(`explain execute task_page_plan(${values.join(', ')})`))) as unknown as {
      rows: Record<string, string>[];
    };
    await tx.execute(sql`deallocate task_page_plan`);
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('task lists of a person with thousands of tasks', () => {
  it('read each tab in its index order under a generic plan, 待办 on its own index', async () => {
    await t.database.db.execute(sql`
      insert into users (uid, fid, username, name, user_type, password_hash) values (${UID}, ${FID}, 'plans-teacher', '计划老师', 'TEACHER', 'x')`);
    await t.database.db.execute(sql`
      insert into tasks (fid, uid, relation, tab, status, source_system, external_id, source, title, due_at, inserted_at, updated_at)
      select ${FID}, ${UID}, 1, 1 + g % 4, 1, 'plans', 'task-' || g, '测试系统', '任务 ' || g,
        now() + g * interval '1 hour', now(), now() - g * interval '1 minute'
      from generate_series(1, 4000) as g`);
    await t.database.db.execute(sql`analyze tasks`);
    const todo = await genericPlan(1);
    expect(todo, todo).toMatch(/Index Scan using tasks_user_todo_due_idx/);
    expect(todo, todo).not.toMatch(/Sort/);
    for (const tab of [2, 3, 4]) {
      const plan = await genericPlan(tab);
      expect(plan, plan).toMatch(/Index Scan using tasks_user_tab_updated_idx/);
      expect(plan, plan).not.toMatch(/Sort/);
    }
  });
});
