import { and, asc, count, desc, eq } from 'drizzle-orm';
import { APPLICATION_NEXT, CODE, FINAL_APPLICATION_STATUSES, type ApplicationStatus } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { applications, applicationSteps, type ApplicationRow } from './applications.table';

/** Which application a system means: its unit, the key's system and the system's own id. */
export interface SourceKey {
  fid: number;
  sourceSystem: string;
  externalId: string;
}

export const APPLICATION_NOT_FOUND = '办件不存在';

const ofSource = (key: SourceKey) =>
  and(
    eq(applications.fid, key.fid),
    eq(applications.sourceSystem, key.sourceSystem),
    eq(applications.externalId, key.externalId),
  );

/** What an application is, as its system files it (its state aside). */
export type ApplicationFields = Pick<
  ApplicationRow,
  'uid' | 'applyNo' | 'serviceName' | 'source' | 'deptName' | 'pcUrl' | 'mobileUrl'
> & { phoneTail: string | undefined; submittedAt: Date };

/**
 * Files an application or updates it in place (its state and timeline are left alone). A new one starts 已提交 with
 * that first step. A number the unit already gave another application is refused: the public lookup needs it unique.
 */
export async function writeApplication(db: Db, key: SourceKey, fields: ApplicationFields, now: Date) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ externalId: applications.externalId, sourceSystem: applications.sourceSystem })
      .from(applications)
      .where(and(eq(applications.fid, key.fid), eq(applications.applyNo, fields.applyNo)));
    if (taken && (taken.externalId !== key.externalId || taken.sourceSystem !== key.sourceSystem)) {
      throw new BusinessError(CODE.conflict, `办件编号 ${fields.applyNo} 已被另一件办件使用`, 409);
    }
    const [existing] = await tx.select({ id: applications.id }).from(applications).where(ofSource(key)).for('update');
    const { phoneTail, ...rest } = fields;
    if (existing) {
      await tx
        .update(applications)
        .set({ ...rest, ...(phoneTail === undefined ? {} : { phoneTail }), updatedAt: now })
        .where(eq(applications.id, existing.id));
      return { created: false, rows: 1 };
    }
    const [row] = await tx
      .insert(applications)
      .values({ ...key, ...rest, phoneTail: phoneTail ?? '', status: 1, updatedAt: now })
      .returning({ id: applications.id });
    await tx
      .insert(applicationSteps)
      .values({ applicationId: row!.id, status: 1, at: fields.submittedAt, deptName: fields.deptName });
    return { created: true, rows: 1 };
  });
}

/** An application that just entered an ending state (办结 or 不予受理): what a listener needs to know of it. */
export type EndedApplication = Pick<ApplicationRow, 'id' | 'fid' | 'uid' | 'applyNo' | 'serviceName' | 'status'>;

/** A state change as the system sends it. */
export interface StepFields {
  status: ApplicationStatus;
  at: Date;
  deptName: string;
  note: string;
  supplement: string;
  supplementUrl: string;
}

/**
 * Moves an application on (a new step of its timeline), or — pushed again in the state it is in — updates that
 * step. A move the order does not allow (back from 办结, 已提交 straight to 办结) is refused, naming both states.
 */
export async function changeStatus(db: Db, key: SourceKey, step: StepFields, names: Record<number, string>) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(applications).where(ofSource(key)).for('update');
    if (!current) throw new BusinessError(CODE.notFound, APPLICATION_NOT_FOUND, 404);
    const deptName = step.deptName || current.deptName;
    if (current.status === step.status) {
      const [last] = await tx
        .select({ id: applicationSteps.id })
        .from(applicationSteps)
        .where(eq(applicationSteps.applicationId, current.id))
        .orderBy(desc(applicationSteps.id))
        .limit(1);
      if (last)
        await tx
          .update(applicationSteps)
          .set({ ...step, deptName })
          .where(eq(applicationSteps.id, last.id));
      await tx.update(applications).set({ deptName }).where(eq(applications.id, current.id));
      return { created: false, rows: 1 };
    }
    if (!APPLICATION_NEXT[current.status as ApplicationStatus].includes(step.status)) {
      throw new BusinessError(
        CODE.conflict,
        `办件状态不能从「${names[current.status]}」变为「${names[step.status]}」`,
        409,
      );
    }
    await tx.insert(applicationSteps).values({ applicationId: current.id, ...step, deptName });
    // The list's order is the last change: a step dated in the past still puts the case on top now.
    const updatedAt = step.at > current.updatedAt ? step.at : new Date();
    await tx
      .update(applications)
      .set({ status: step.status, deptName, updatedAt })
      .where(eq(applications.id, current.id));
    const ended: EndedApplication | undefined = FINAL_APPLICATION_STATUSES.includes(step.status)
      ? { ...current, status: step.status }
      : undefined;
    return { created: true, rows: 1, ended };
  });
}

/** Takes back an application (filed in error): its timeline goes with it. Answers how many rows went. */
export const deleteApplication = async (db: Db, key: SourceKey) =>
  (await db.delete(applications).where(ofSource(key)).returning({ id: applications.id })).length;

/** How many applications a person has in each state (one range of (fid, uid, status, …)). */
export const countByStatus = (db: Db, fid: number, uid: number) =>
  db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .where(and(eq(applications.fid, fid), eq(applications.uid, uid)))
    .groupBy(applications.status);

/** One page of a person's applications, of one state or all, newest change first, and the total. */
export async function pageApplications(
  db: Db,
  owner: { fid: number; uid: number },
  status: number | undefined,
  page: number,
  size: number,
) {
  const where = and(
    eq(applications.fid, owner.fid),
    eq(applications.uid, owner.uid),
    status ? eq(applications.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The timeline of an application, in order. */
export const stepsOf = (db: Db, applicationId: number) =>
  db
    .select()
    .from(applicationSteps)
    .where(eq(applicationSteps.applicationId, applicationId))
    .orderBy(asc(applicationSteps.id));

/** One of the person's own applications: another person's id is as unknown as a missing one. */
export const findOwnApplication = async (db: Db, owner: { fid: number; uid: number }, id: number) =>
  (
    await db
      .select()
      .from(applications)
      .where(and(eq(applications.fid, owner.fid), eq(applications.uid, owner.uid), eq(applications.id, id)))
      .limit(1)
  )[0];

/** The unit's application with this number (the public lookup). */
export const findByApplyNo = async (db: Db, fid: number, applyNo: string) =>
  (
    await db
      .select()
      .from(applications)
      .where(and(eq(applications.fid, fid), eq(applications.applyNo, applyNo)))
      .limit(1)
  )[0];
