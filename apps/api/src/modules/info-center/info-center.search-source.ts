import { and, eq, inArray } from 'drizzle-orm';
import { keepBody, type SearchSource, type SourceRecord } from '@yizhan/search';
import type { Db } from '../../db/client';
import { inboxItems, noticeTypes } from './info-center.table';

// The information center's notices in the search (ADR 036, ADR 047, ADR 060): each delivered notice is its
// recipient's own entry, which no one else — and no guest — finds.

/** Notices of one recipient each (inbox_items): only that user finds them, as only they see them in their inbox. */
async function noticeRecords(db: Db, ids: number[]): Promise<SourceRecord[]> {
  const rows = await db
    .select({ item: inboxItems, typeName: noticeTypes.name })
    .from(inboxItems)
    .leftJoin(noticeTypes, eq(noticeTypes.id, inboxItems.typeId))
    .where(and(inArray(inboxItems.id, ids), eq(inboxItems.kind, 'notice')));
  return rows.map(({ item, typeName }) => ({
    fid: item.fid,
    kind: 'notice',
    sourceId: item.id,
    ownerUid: item.uid,
    title: item.title,
    body: keepBody(item.content),
    source: item.createrName || typeName || '',
    // The notice itself (shown whole in the information center), not the list it is in.
    url: `/info-center?kind=notice&id=${item.id}`,
    mobileUrl: `/mobile/notice?kind=notice&id=${item.id}`,
    visitorVisible: false,
    roles: [],
    popularity: 0,
    date: item.sentAt,
  }));
}

/** Notices, queued as 'notice' with their recipient. */
export const infoCenterSearchSource: SearchSource = {
  queueKind: 'notice',
  kinds: [{ kind: 'notice', page: '/info-center', guests: false }],
  load: noticeRecords,
  records: { table: inboxItems, id: inboxItems.id, fid: inboxItems.fid },
};
