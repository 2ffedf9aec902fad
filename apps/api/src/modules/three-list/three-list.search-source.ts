import { eq, inArray } from 'drizzle-orm';
import { SEARCH_MAX_LENGTH } from '@yizhan/contracts';
import { keepBody, type SearchSource, type SourceRecord } from '@yizhan/search';
import type { Db } from '../../db/client';
import { threeListConfigs, threeListFields, threeListItems, threeListTypes } from './three-list.table';

// The three lists in the search (ADR 036, ADR 060): every row, found by guests as the unit's three-list setting says.

/** Three-list rows: the headline cell is the title, the other cells `字段：值` the body; guests per the unit. */
async function threeListRecords(db: Db, ids: number[]): Promise<SourceRecord[]> {
  const rows = await db
    .select({
      item: threeListItems,
      typeName: threeListTypes.name,
      visitorVisible: threeListConfigs.visitorVisible,
    })
    .from(threeListItems)
    .innerJoin(threeListTypes, eq(threeListTypes.id, threeListItems.typeId))
    .leftJoin(threeListConfigs, eq(threeListConfigs.fid, threeListItems.fid))
    .where(inArray(threeListItems.id, ids));
  const typeIds = [...new Set(rows.map((row) => row.item.typeId))];
  const fields = typeIds.length
    ? await db
        .select()
        .from(threeListFields)
        .where(inArray(threeListFields.typeId, typeIds))
        .orderBy(threeListFields.sort, threeListFields.id)
    : [];
  return rows.map(({ item, typeName, visitorVisible }) => {
    const own = fields.filter((field) => field.typeId === item.typeId);
    const cell = (key: string) => {
      const value = (item.cells as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : String(value ?? '');
    };
    const headline = own.find((field) => field.headline) ?? own[0];
    const title = (headline ? cell(headline.fieldKey) : '') || typeName;
    const body = own
      .filter((field) => field !== headline)
      .map((field) => `${field.name}：${cell(field.fieldKey)}`)
      .join('；');
    const query = new URLSearchParams({
      typeId: String(item.typeId),
      keyword: title.slice(0, SEARCH_MAX_LENGTH),
    }).toString();
    return {
      fid: item.fid,
      kind: 'threeList',
      sourceId: item.id,
      ownerUid: null,
      title,
      body: keepBody(body),
      source: typeName,
      url: `/three-list?${query}`,
      mobileUrl: `/mobile/three-list?${query}`,
      // A unit without a config row has open lists (three-list.service.ts DEFAULT_CONFIG).
      visitorVisible: visitorVisible ?? true,
      roles: [],
      popularity: 0,
      date: null,
    } satisfies SourceRecord;
  });
}

/** Three-list rows, queued as 'threeList'. */
export const threeListSearchSource: SearchSource = {
  queueKind: 'threeList',
  kinds: [{ kind: 'threeList', page: '/three-list' }],
  load: threeListRecords,
  records: { table: threeListItems, id: threeListItems.id, fid: threeListItems.fid },
};
