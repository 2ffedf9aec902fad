import { and, eq, inArray } from 'drizzle-orm';
import type { SearchKind } from '@yizhan/contracts';
import { SEARCH_MAX_LENGTH } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { appGuides, appLabelLinks, appLabels, apps, departments } from '../service-hall/service-hall.table';
import { newsArticles, newsCategories } from '../news/news.table';
import { inboxItems, noticeTypes } from '../info-center/info-center.table';
import { threeListConfigs, threeListFields, threeListItems, threeListTypes } from '../three-list/three-list.table';
import { BODY_KEEP_CHARS } from './search.text';

/** What a source record says about itself, before analysis: one future row of search_entries. */
export interface SourceRecord {
  fid: number;
  kind: SearchKind;
  sourceId: number;
  ownerUid: number | null;
  title: string;
  body: string;
  source: string;
  url: string;
  mobileUrl: string;
  visitorVisible: boolean;
  roles: string[];
  popularity: number;
  date: Date | null;
}

/** What the queue names: apps hold both services and business systems. */
export type QueueKind = 'app' | 'news' | 'notice' | 'threeList';

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of stored (already sanitised) HTML: tags become spaces, entities their characters. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const keep = (text: string) => text.slice(0, BODY_KEEP_CHARS);
/**
 * Fields of a record as one body: a line each, ending a sentence (。 added where it has no closing mark of its own).
 * A snippet stays within the line it matched (search.highlight.ts): one that ran on from a service's summary into
 * its labels, department and audience read as 「…结果。高频 掌上办。教务处。本校在籍学生…」, and one from an
 * article's summary into its text said the summary's sentence twice.
 */
const joinText = (parts: (string | undefined | null)[]) =>
  parts
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => (/[。！？；.!?;]$/u.test(part) ? part : `${part}。`))
    .join('\n');

/** The /to-handle-service link of an app (spec §2), as the service hall's pages build it (handleServiceHref). */
function handleLink(app: typeof apps.$inferSelect, terminalType: 1 | 2): string {
  const query = new URLSearchParams({
    appId: String(app.id),
    terminalType: String(terminalType),
    guideStatus: String(app.guideStatus),
    resource: String(app.resource),
    openType: String(app.openType),
    pcUrl: app.pcUrl,
    mobileUrl: app.mobileUrl,
  });
  return `/to-handle-service?${query.toString()}`;
}

/** Services and business systems with their department, labels and guide (one of each app). */
async function appRecords(db: Db, ids: number[]): Promise<SourceRecord[]> {
  const rows = await db
    .select({ app: apps, deptName: departments.name, guide: appGuides })
    .from(apps)
    .innerJoin(departments, eq(departments.id, apps.deptId))
    .leftJoin(appGuides, eq(appGuides.appId, apps.id))
    .where(inArray(apps.id, ids));
  const labels = rows.length
    ? await db
        .select({ appId: appLabelLinks.appId, name: appLabels.name })
        .from(appLabelLinks)
        .innerJoin(appLabels, eq(appLabels.id, appLabelLinks.labelId))
        .where(inArray(appLabelLinks.appId, ids))
    : [];
  return rows.map(({ app, deptName, guide }) => {
    const service = app.attributeType !== 2;
    // Read as a snippet too: the guide's 事项名称 only when it says more than the title (the service's own name again
    // read as noise). The labels (掌上办, 高频…) stay near the start, inside the part whose words are indexed.
    const body = joinText([
      app.summary,
      labels
        .filter((label) => label.appId === app.id)
        .map((label) => label.name)
        .join(' '),
      guide?.itemName === app.name ? undefined : guide?.itemName,
      guide?.implAgency,
      guide?.coAgencies.join(' '),
      guide?.audienceText,
      guide?.acceptCondition,
      guide?.materials.map((material) => material.name).join('、'),
      guide?.workflow.join(' '),
      guide?.handlePlace,
      guide?.handleTime,
      guide?.chargeStandard,
      guide?.faq.map((item) => `${item.question} ${item.answer}`).join(' '),
      guide?.setBasis,
    ]);
    return {
      fid: app.fid,
      kind: service ? 'service' : 'system',
      sourceId: app.id,
      ownerUid: null,
      title: app.name,
      body: keep(body),
      source: deptName,
      url: service ? `/service-hall/details/${app.id}` : handleLink(app, 1),
      mobileUrl: service ? `/mobile/service-guide/${app.id}` : handleLink(app, 2),
      visitorVisible: app.visitorVisible,
      roles: app.roles,
      popularity: app.hits,
      date: guide?.updatedAt ?? app.updatedAt,
    } satisfies SourceRecord;
  });
}

/** Articles: title, summary and the text of their content; the source, else the category's name. */
async function newsRecords(db: Db, ids: number[]): Promise<SourceRecord[]> {
  const rows = await db
    .select({ article: newsArticles, categoryName: newsCategories.name })
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(inArray(newsArticles.id, ids));
  return rows.map(({ article, categoryName }) => ({
    fid: article.fid,
    kind: 'news',
    sourceId: article.id,
    ownerUid: null,
    title: article.title,
    body: keep(joinText([article.summary, htmlText(article.content)])),
    source: article.source || categoryName,
    url: `/news/detail/${article.id}`,
    mobileUrl: `/mobile/news/detail/${article.id}`,
    visitorVisible: true,
    roles: [],
    popularity: article.views,
    date: article.publishedAt,
  }));
}

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
    body: keep(item.content),
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
      body: keep(body),
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

/** The current records of queued ids of one kind (a missing id has none: its entry is deleted). */
export function loadRecords(db: Db, kind: QueueKind, ids: number[]): Promise<SourceRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  if (kind === 'app') return appRecords(db, ids);
  if (kind === 'news') return newsRecords(db, ids);
  if (kind === 'notice') return noticeRecords(db, ids);
  return threeListRecords(db, ids);
}

/** The entry kinds a queue kind may have written (an app may move between service and system). */
export const entryKindsOf = (kind: QueueKind): SearchKind[] => (kind === 'app' ? ['service', 'system'] : [kind]);

/** The names a unit's segmenter should know as words: its services' and departments' names. */
export async function unitWords(db: Db, fid: number): Promise<string[]> {
  const [appNames, deptNames] = await Promise.all([
    db.select({ name: apps.name }).from(apps).where(eq(apps.fid, fid)),
    db.select({ name: departments.name }).from(departments).where(eq(departments.fid, fid)),
  ]);
  return [...appNames, ...deptNames].map((row) => row.name);
}
