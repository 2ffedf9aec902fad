import { CODE, type AdminNewsArticle, type NewsDraft } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion } from '../../lib/versions';
import type { AdminScope } from '../access';
import { recordAdminWrite } from '../audit';
import {
  addVersion,
  findConsoleArticle,
  imageSizes,
  insertArticle,
  reviewRequired,
  updateArticle,
  type ArticleChange,
  type ArticleRow,
  type Tx,
} from './news.console.repository';
import { auditedArticle, toAdminArticle } from './news.console.service';
import { pictureIdAt, pictureIdsIn } from './news.images';
import { sanitizeArticleHtml } from './news.sanitize';
import { ARTICLE_NOT_FOUND, CATEGORY_NOT_FOUND } from './news.service';

// The console's writes to an article (ADR 073): each locks the row, checks the version it started from, writes,
// keeps a version when the content changed, and is audited with before and after.

export const MAY_NOT_PUBLISH = '内容编辑不能直接发布，请提交审核后由发布人员发布';
const MAY_NOT_EDIT_LIVE = '已发布的新闻须由有发布权限的人员修改，请联系发布人员';

const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);
const forbid = (msg: string) => new BusinessError(CODE.forbidden, msg, 403);

export interface WriteContext {
  db: Db;
  request: ApiRequest;
  scope: AdminScope;
  /** The unit's categories (cached). */
  categoryIds: () => Promise<Set<number>>;
}

/** Whether this caller publishes themselves: a publisher always, anyone who writes news when review is off. */
export async function mayPublish(db: Db, scope: AdminScope): Promise<boolean> {
  return scope.permissions.includes('publish') || !(await reviewRequired(db, scope.unit.fid));
}

const isLive = (row: ArticleRow) => row.state === 'published' || row.state === 'scheduled';

async function audit(context: WriteContext, action: string, before: ArticleRow | undefined, after: ArticleRow) {
  await recordAdminWrite(context.db, context.request, {
    fid: context.scope.unit.fid,
    uid: context.scope.uid,
    username: context.scope.username,
    action,
    target: `新闻「${after.title}」（${after.id}）`,
    before: before ? auditedArticle(before) : null,
    after: auditedArticle(after),
  });
}

/**
 * The draft's fields as stored: category of this unit, body cleaned, our own pictures with their sizes. A cover must
 * be one of our uploads, unless it is the one the article already has (an article from before the console, whose
 * cover is an address of the site). Reads within the transaction only (an embedded database has one connection: a
 * read beside it would wait for it).
 */
async function storedDraft(
  context: WriteContext,
  tx: Tx,
  draft: NewsDraft,
  categories: Set<number>,
  current?: Pick<ArticleRow, 'image' | 'imageWidth' | 'imageHeight'>,
) {
  if (!categories.has(draft.categoryId)) throw refuse(CATEGORY_NOT_FOUND);
  const fid = context.scope.unit.fid;
  const coverId = draft.image ? pictureIdAt(draft.image) : null;
  const sizes = await imageSizes(tx, fid, [...pictureIdsIn(draft.content), ...(coverId ? [coverId] : [])]);
  const kept = current && draft.image && draft.image === current.image;
  const cover = coverId
    ? sizes.get(coverId)
    : kept
      ? { width: current.imageWidth, height: current.imageHeight }
      : undefined;
  if (draft.image && !cover) throw refuse('封面图片不存在，请重新上传');
  const sizeOf = (src: string) => {
    const id = pictureIdAt(src);
    return id ? sizes.get(id) : undefined;
  };
  return {
    title: draft.title,
    categoryId: draft.categoryId,
    summary: draft.summary,
    image: draft.image,
    imageWidth: cover?.width ?? 0,
    imageHeight: cover?.height ?? 0,
    content: sanitizeArticleHtml(draft.content, sizeOf),
  } satisfies ArticleChange;
}

const stamp = (scope: AdminScope) => ({ updatedAt: new Date(), updatedBy: scope.username });

/** Creates a draft (state 草稿, its first version). */
export async function createArticle(context: WriteContext, draft: NewsDraft): Promise<AdminNewsArticle> {
  const { db, scope } = context;
  const categories = await context.categoryIds();
  const created = await db.transaction(async (tx) => {
    const fields = await storedDraft(context, tx, draft, categories);
    const row = await insertArticle(tx, {
      ...fields,
      title: draft.title,
      categoryId: draft.categoryId,
      fid: scope.unit.fid,
      state: 'draft',
      publishedAt: new Date(),
      ...stamp(scope),
    });
    await addVersion(tx, row, scope, 'save');
    return row;
  });
  await audit(context, 'news.save', undefined, created);
  return toAdminArticle(created);
}

/**
 * One change to an existing article: locked, checked against the version the caller started from (409 with the
 * stored article), changed by `change` (which may refuse), kept as a version when `kind` says so, audited.
 */
export async function changeArticle(
  context: WriteContext,
  target: { id: number; version: string },
  action: string,
  change: (row: ArticleRow, tx: Tx) => Promise<ArticleChange>,
  kind?: 'save' | 'revert',
): Promise<AdminNewsArticle> {
  const { db, scope } = context;
  const { before, after } = await db.transaction(async (tx) => {
    const row = await findConsoleArticle(tx, scope.unit.fid, target.id, true);
    if (!row) throw new BusinessError(CODE.notFound, ARTICLE_NOT_FOUND, 404);
    assertCurrentVersion(target.version, toAdminArticle(row));
    const updated = await updateArticle(tx, row.id, { ...(await change(row, tx)), ...stamp(scope) });
    if (kind) await addVersion(tx, updated, scope, kind);
    return { before: row, after: updated };
  });
  await audit(context, action, before, after);
  return toAdminArticle(after);
}

/**
 * New content for an article — a save, or an older version's content back (the history only grows: a revert is a
 * new version). A live article's content is changed only by those who publish.
 */
export async function rewriteArticle(
  context: WriteContext,
  target: { id: number; version: string },
  draft: NewsDraft,
  kind: 'save' | 'revert',
) {
  const [publisher, categories] = await Promise.all([mayPublish(context.db, context.scope), context.categoryIds()]);
  return changeArticle(
    context,
    target,
    kind === 'save' ? 'news.save' : 'news.revert',
    async (row, tx) => {
      if (isLive(row) && !publisher) throw forbid(MAY_NOT_EDIT_LIVE);
      return storedDraft(context, tx, draft, categories, row);
    },
    kind,
  );
}

export const submitArticle = (context: WriteContext, target: { id: number; version: string }) =>
  changeArticle(context, target, 'news.submit', async (row) => {
    if (row.state === 'review') throw refuse('该新闻已在审核中');
    if (isLive(row)) throw refuse('该新闻已发布，无需提交审核');
    return { state: 'review' };
  });

/** Publishes now, or at `at` (then the scheduler publishes it when its time comes: news.schedule.ts). */
export async function publishArticle(context: WriteContext, target: { id: number; version: string }, at?: Date) {
  if (!(await mayPublish(context.db, context.scope))) throw forbid(MAY_NOT_PUBLISH);
  if (at && at.getTime() <= Date.now()) throw refuse('定时发布的时间须晚于现在');
  return changeArticle(context, target, at ? 'news.schedule' : 'news.publish', async (row) => {
    if (!at && row.state === 'published') throw refuse('该新闻已发布');
    return at ? { state: 'scheduled', publishedAt: at } : { state: 'published', publishedAt: new Date() };
  });
}

export async function pinArticle(context: WriteContext, target: { id: number; version: string }, pinned: boolean) {
  if (!(await mayPublish(context.db, context.scope))) throw forbid(MAY_NOT_PUBLISH);
  return changeArticle(context, target, pinned ? 'news.pin' : 'news.unpin', async () => ({ pinned }));
}

export async function withdrawArticle(context: WriteContext, target: { id: number; version: string }) {
  if (!(await mayPublish(context.db, context.scope))) throw forbid(MAY_NOT_PUBLISH);
  return changeArticle(context, target, 'news.withdraw', async (row) => {
    if (!isLive(row)) throw refuse('只有已发布或定时发布的新闻可以撤回');
    return { state: 'withdrawn' };
  });
}
