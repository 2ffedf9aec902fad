import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvals } from '../approval';
import { inboxItems } from '../info-center';
import { apps, visibleTo } from '../service-hall';
import { users } from '../users';
import { personAssets, personDataItems, personDataTypes, personProfiles, userAvatars } from './person.table';

/** Whose data, in which unit: every query is scoped by both. */
export interface Owner {
  fid: number;
  uid: number;
}

export type DataItemRow = typeof personDataItems.$inferSelect & { typeName: string };

/** The person's profile row, if the systems of record sent one. */
export const findProfile = async (db: Db, { fid, uid }: Owner) =>
  (
    await db
      .select()
      .from(personProfiles)
      .where(and(eq(personProfiles.uid, uid), eq(personProfiles.fid, fid)))
  )[0];

/** The unit's data types in their order. */
export const listDataTypes = (db: Db, fid: number) =>
  db.select().from(personDataTypes).where(eq(personDataTypes.fid, fid)).orderBy(asc(personDataTypes.sort));

/** How many items of each type the person has. */
export const countItemsByType = (db: Db, { fid, uid }: Owner) =>
  db
    .select({ typeId: personDataItems.typeId, count: count() })
    .from(personDataItems)
    .where(and(eq(personDataItems.uid, uid), eq(personDataItems.fid, fid)))
    .groupBy(personDataItems.typeId);

/** The person's data items (of one type, or all), in the order of their types and then their own. */
export const listDataItems = (db: Db, { fid, uid }: Owner, typeId?: number): Promise<DataItemRow[]> =>
  db
    .select({ ...getTableColumns(personDataItems), typeName: personDataTypes.name })
    .from(personDataItems)
    .innerJoin(personDataTypes, eq(personDataTypes.id, personDataItems.typeId))
    .where(
      and(
        eq(personDataItems.uid, uid),
        eq(personDataItems.fid, fid),
        typeId === undefined ? undefined : eq(personDataItems.typeId, typeId),
      ),
    )
    .orderBy(asc(personDataTypes.sort), asc(personDataItems.sort), asc(personDataItems.id));

/** Makes exactly `itemKeys` the person's tiles, in that order (keys already checked to be theirs). */
export async function replaceTiles(db: Db, { fid, uid }: Owner, itemKeys: string[]) {
  await db.transaction(async (tx) => {
    const mine = and(eq(personDataItems.uid, uid), eq(personDataItems.fid, fid));
    await tx.update(personDataItems).set({ selected: false, tileSort: 0 }).where(mine);
    for (const [index, itemKey] of itemKeys.entries()) {
      await tx
        .update(personDataItems)
        .set({ selected: true, tileSort: index + 1 })
        .where(and(mine, eq(personDataItems.itemKey, itemKey)));
    }
  });
}

/** The person's assets, newest first. */
export const listAssets = (db: Db, { fid, uid }: Owner) =>
  db
    .select()
    .from(personAssets)
    .where(and(eq(personAssets.uid, uid), eq(personAssets.fid, fid)))
    .orderBy(desc(personAssets.acquiredOn), desc(personAssets.id));

/**
 * The person's open approvals: 待我审批 and 我发起的 still 审批中 (status 1), from the approvals' own index.
 * `source` narrows them to one system (the OA's).
 */
export async function countOpenApprovals({ db, owner, source }: { db: Db; owner: Owner; source?: string }) {
  const rows = await db
    .select({ aprvType: approvals.aprvType, count: count() })
    .from(approvals)
    .where(
      and(
        eq(approvals.fid, owner.fid),
        eq(approvals.uid, owner.uid),
        inArray(approvals.aprvType, [1, 4]),
        eq(approvals.status, 1),
        source === undefined ? undefined : eq(approvals.source, source),
      ),
    )
    .groupBy(approvals.aprvType);
  const of = (type: number) => rows.find((row) => row.aprvType === type)?.count ?? 0;
  return { pending: of(1), ongoing: of(4) };
}

/** Unread notices and messages of the person (the inbox's partial index of unread rows). */
export async function countUnread(db: Db, { fid, uid }: Owner) {
  const rows = await db
    .select({ kind: inboxItems.kind, count: count() })
    .from(inboxItems)
    .where(and(eq(inboxItems.uid, uid), eq(inboxItems.fid, fid), isNull(inboxItems.readAt)))
    .groupBy(inboxItems.kind);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.count ?? 0;
  return { notice: of('notice'), message: of('message') };
}

/** The newest messages of one source system (the OA) and how many of its messages are unread. */
export async function oaMessages(db: Db, { fid, uid }: Owner, sourceTypes: string[], limit: number) {
  const where = and(
    eq(inboxItems.uid, uid),
    eq(inboxItems.fid, fid),
    eq(inboxItems.kind, 'message'),
    inArray(inboxItems.sourceType, sourceTypes),
  );
  const [rows, [unread]] = await Promise.all([
    db
      .select({ id: inboxItems.id, title: inboxItems.title, sentAt: inboxItems.sentAt, readAt: inboxItems.readAt })
      .from(inboxItems)
      .where(where)
      .orderBy(desc(inboxItems.sentAt), desc(inboxItems.id))
      .limit(limit),
    db
      .select({ count: count() })
      .from(inboxItems)
      .where(and(where, isNull(inboxItems.readAt))),
  ]);
  return { rows, unread: unread?.count ?? 0 };
}

/** The OA's service in the unit's catalogue (its name starts with `namePrefix`), if this person may see it. */
export const findOaEntry = async (db: Db, { fid, uid }: Owner, userType: string, namePrefix: string) =>
  (
    await db
      .select({ id: apps.id, attributeType: apps.attributeType })
      .from(apps)
      .where(and(eq(apps.fid, fid), like(apps.name, `${namePrefix}%`), visibleTo({ uid, userType })))
      .limit(1)
  )[0];

/**
 * Stores a new avatar and only then points the user at it, dropping the old pictures — one transaction, so a
 * failure leaves the old avatar in place and a reader never sees an address without its picture.
 */
export async function replaceAvatar(
  db: Db,
  owner: Owner,
  avatar: { id: string; contentType: string; bytes: Buffer; url: string },
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(userAvatars)
      .values({ ...owner, id: avatar.id, contentType: avatar.contentType, bytes: avatar.bytes });
    await tx
      .update(users)
      .set({ avatar: avatar.url })
      .where(and(eq(users.uid, owner.uid), eq(users.fid, owner.fid)));
    await tx.delete(userAvatars).where(and(eq(userAvatars.uid, owner.uid), ne(userAvatars.id, avatar.id)));
  });
}

/** A stored avatar of the unit by its random name. */
export const findAvatar = async (db: Db, fid: number, id: string) =>
  (
    await db
      .select({ contentType: userAvatars.contentType, bytes: userAvatars.bytes })
      .from(userAvatars)
      .where(and(eq(userAvatars.id, id), eq(userAvatars.fid, fid)))
  )[0];

/** Whether a unit has any person data types (the seed adds them once). */
export const hasDataTypes = async (db: Db, fid: number) =>
  (
    await db
      .select({ one: sql`1` })
      .from(personDataTypes)
      .where(eq(personDataTypes.fid, fid))
      .limit(1)
  ).length > 0;
