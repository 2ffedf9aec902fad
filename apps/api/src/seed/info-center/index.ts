import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, units, apps, inboxItems, noticeTypes } from '../../schema';
import { ownNames } from '../own-names';
import { CAMPUS_INBOX, CAMPUS_NOTICE_TYPES, GOV_INBOX, GOV_NOTICE_TYPES, type InboxSeed } from './inboxes';

/** Which demo accounts get which inbox: the campus accounts on every campus unit, the resident on the city's. */
const inboxesByUsername: Record<string, { types: string[]; items: InboxSeed[] }> = {
  '2023001': { types: CAMPUS_NOTICE_TYPES, items: CAMPUS_INBOX.student },
  T1001: { types: CAMPUS_NOTICE_TYPES, items: CAMPUS_INBOX.teacher },
  citizen: { types: GOV_NOTICE_TYPES, items: GOV_INBOX.citizen },
};

const icon = (name: string) => `/assets/demo/icons/${name}.svg`;

/**
 * Seeds a unit's notice types and its demo accounts' notices and messages (some read, some not). Links stay in the
 * demo: the page of the service a notice is about, or a business system through the leave-the-portal notice
 * (`/to-handle-service`), found by name in the unit's own catalogue; a name the unit lacks gives no link.
 */
export async function seedInfoCenter(tx: Db, fid: number) {
  const accounts = await tx
    .select({ uid: users.uid, username: users.username })
    .from(users)
    .where(and(eq(users.fid, fid), inArray(users.username, Object.keys(inboxesByUsername))));
  if (accounts.length === 0) return;
  const typeNames = inboxesByUsername[accounts[0]!.username]!.types;
  const types = await tx
    .insert(noticeTypes)
    .values(
      typeNames.map((name, index) => ({ fid, name, icon: icon(NOTICE_TYPE_ICONS[name] ?? 'anquan'), sort: index + 1 })),
    )
    .returning({ id: noticeTypes.id, name: noticeTypes.name });
  const typeId = new Map(types.map((type) => [type.name, type.id]));

  const appRows = await tx.select({ id: apps.id, name: apps.name }).from(apps).where(eq(apps.fid, fid));
  const appId = new Map(appRows.map((row) => [row.name, row.id]));
  const linkOf = (link: InboxSeed['link']): string => {
    if (!link) return '';
    if ('service' in link) {
      const id = appId.get(link.service);
      return id ? `/service-hall/details/${id}` : '';
    }
    return link.page;
  };
  const systemLink = (system: string | undefined) => {
    const id = system ? appId.get(system) : undefined;
    return id ? `/to-handle-service?appId=${id}&terminalType=1` : '';
  };

  // The campus inbox is written as 示范大学's; a college that reuses it names itself (issue 35 item 5).
  const [unit] = await tx.select({ name: units.name }).from(units).where(eq(units.fid, fid));
  for (const account of accounts) {
    const items = ownNames(inboxesByUsername[account.username]!.items, { 示范大学: unit?.name ?? '示范大学' });
    const rows = [];
    for (const item of items) {
      const sentAt = new Date(`${item.at.replace(' ', 'T')}:00+08:00`);
      rows.push({
        fid,
        uid: account.uid,
        kind: item.kind,
        typeId: item.type ? (typeId.get(item.type) ?? null) : null,
        title: item.title,
        content: item.content,
        url: linkOf(item.link),
        sourceUrl: systemLink(item.system),
        sourceType: item.sourceType,
        createrName: item.from,
        logo: item.logo ? icon(item.logo) : '',
        sentAt,
        readAt: item.read ? new Date(sentAt.getTime() + 2 * 60 * 60 * 1000) : null,
      });
    }
    await tx.insert(inboxItems).values(rows);
  }
}

/** Icons of the notice types (the service hall's demo icons). */
const NOTICE_TYPE_ICONS: Record<string, string> = {
  学校通知: 'jiaoyu',
  教务通知: 'jiaowu',
  办事进度: 'xuke',
  系统通知: 'wangluo',
  政务通知: 'minzheng',
  办件进度: 'xuke',
};

/** Seeds a unit seeded before notices existed, once. */
export async function seedInfoCenterIfEmpty(db: Db, fid: number) {
  const [any] = await db.select({ id: noticeTypes.id }).from(noticeTypes).where(eq(noticeTypes.fid, fid)).limit(1);
  if (any) return;
  await db.transaction(async (tx) => seedInfoCenter(tx as unknown as Db, fid));
}
