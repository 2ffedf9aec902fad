import { and, eq } from 'drizzle-orm';
import type { ScenarioQuestion } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { serviceScenarios } from './scenarios.table';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The questions of a service's 情形引导 (empty when it has none); `lock` holds the row for a save. */
export async function readQuestions(
  db: Db | Tx,
  fid: number,
  appId: number,
  lock = false,
): Promise<ScenarioQuestion[]> {
  const query = db
    .select({ questions: serviceScenarios.questions })
    .from(serviceScenarios)
    .where(and(eq(serviceScenarios.fid, fid), eq(serviceScenarios.appId, appId)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.questions ?? [];
}

/**
 * Stores the questions over those read (locked) in the same transaction; none left removes the service's 情形引导.
 * A first save inserts, and answers false when another save created the row meanwhile (there was no row to lock).
 */
export async function writeQuestions(tx: Tx, fid: number, appId: number, had: boolean, questions: ScenarioQuestion[]) {
  const row = and(eq(serviceScenarios.fid, fid), eq(serviceScenarios.appId, appId));
  if (questions.length === 0) {
    await tx.delete(serviceScenarios).where(row);
    return true;
  }
  if (had) {
    await tx.update(serviceScenarios).set({ questions, updatedAt: new Date() }).where(row);
    return true;
  }
  const inserted = await tx
    .insert(serviceScenarios)
    .values({ fid, appId, questions })
    .onConflictDoNothing()
    .returning({ appId: serviceScenarios.appId });
  return inserted.length > 0;
}
