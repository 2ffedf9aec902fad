import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  adminHomeApi,
  CODE,
  formatMinute,
  HOME_PREVIEW_MINUTES,
  homePreviewApi,
  type HomeContent,
  type HomeDraft,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite } from '../audit';
import { liveHomeContent, previewOf, publishHomeContent } from './home.content';
import { homeDrafts } from './home.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DraftRow = typeof homeDrafts.$inferSelect;

const PREVIEW_GONE = '预览链接无效或已过期，请在管理后台重新预览';

function toDraft(content: HomeContent, row: DraftRow | undefined): HomeDraft {
  const version = versionOf(content);
  return {
    content,
    version,
    unpublished: row ? row.publishedVersion !== version : false,
    publishedAt: row?.publishedAt ? formatMinute(row.publishedAt) : null,
  };
}

/** The unit's draft, or its live content when it has none (nothing unpublished then). */
async function readDraft(db: Db, scope: AdminScope): Promise<HomeDraft> {
  const [row] = await db.select().from(homeDrafts).where(eq(homeDrafts.fid, scope.unit.fid));
  const content = row ? (row.content as HomeContent) : await liveHomeContent(db, scope.unit.fid, scope.unit.template);
  return toDraft(content, row);
}

/** The unit's draft row, locked; created from the live content when missing (and then counted as published). */
async function ensureDraft(tx: Tx, scope: AdminScope) {
  const fid = scope.unit.fid;
  const live = await liveHomeContent(tx, fid, scope.unit.template);
  await tx
    .insert(homeDrafts)
    .values({ fid, content: live, publishedVersion: versionOf(live) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(homeDrafts).where(eq(homeDrafts.fid, fid)).for('update');
  return { row: row!, current: toDraft(row!.content as HomeContent, row), live };
}

/** The locked draft, refused when it is not the version the console started from (409 with the stored draft). */
async function lockedDraft(tx: Tx, scope: AdminScope, version: string) {
  const locked = await ensureDraft(tx, scope);
  assertCurrentVersion(version, locked.current);
  return locked;
}

/**
 * 首页内容 of the console (issue 37 item 4, ADR 081): one draft per unit, saved whole with the version it started
 * from; a preview link shows the home page with it; publishing writes it to the live tables, audited.
 */
export function homeAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = (
    request: ApiRequest,
    scope: AdminScope,
    action: string,
    target: string,
    before: unknown,
    after: unknown,
  ) =>
    recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action,
      target,
      before: before as never,
      after: after as never,
    });

  serveAdmin(app, adminHomeApi.draft, ({ scope }) => readDraft(db, scope));

  serveAdmin(app, adminHomeApi.saveDraft, async ({ body, request, scope }) => {
    const { before, after } = await db.transaction(async (tx) => {
      const { current, row } = await lockedDraft(tx, scope, body.version);
      const [saved] = await tx
        .update(homeDrafts)
        .set({ content: body.content, updatedAt: new Date() })
        .where(eq(homeDrafts.fid, scope.unit.fid))
        .returning();
      return { before: current, after: toDraft(body.content, saved ?? row) };
    });
    await audit(request, scope, 'home.draft', '首页内容草稿', before.content, after.content);
    return after;
  });

  serveAdmin(app, adminHomeApi.preview, async ({ request, scope }) => {
    const token = randomBytes(24).toString('base64url');
    const until = new Date(Date.now() + HOME_PREVIEW_MINUTES * 60_000);
    await db.transaction(async (tx) => {
      await ensureDraft(tx, scope);
      await tx
        .update(homeDrafts)
        .set({ previewToken: token, previewUntil: until })
        .where(eq(homeDrafts.fid, scope.unit.fid));
    });
    await audit(request, scope, 'home.preview', '首页内容预览链接', null, { until: formatMinute(until) });
    return { token, expiresAt: formatMinute(until) };
  });

  serveAdmin(app, adminHomeApi.publish, async ({ body, request, scope }) => {
    const { live, published } = await db.transaction(async (tx) => {
      const { current, live } = await lockedDraft(tx, scope, body.version);
      await publishHomeContent(tx, scope.unit.fid, current.content);
      const [row] = await tx
        .update(homeDrafts)
        .set({ publishedVersion: current.version, publishedAt: new Date(), previewToken: null, previewUntil: null })
        .where(eq(homeDrafts.fid, scope.unit.fid))
        .returning();
      return { live, published: toDraft(current.content, row) };
    });
    await audit(request, scope, 'home.publish', '首页内容', live, published.content);
    return published;
  });
}

const sameToken = (given: string, stored: string | null) =>
  stored !== null && given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

/**
 * The home page's read of the draft through a preview link: the token is the link's and lasts a while (ADR 081).
 * Never shared nor kept: the answer is the draft, and the page that asks for it stays out of the guest pages.
 */
export function homePreviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serve(
    app,
    homePreviewApi.preview,
    async ({ request: { unit }, query }) => {
      const [row] = await db.select().from(homeDrafts).where(eq(homeDrafts.fid, unit.fid));
      const valid =
        row && sameToken(query.previewToken, row.previewToken) && row.previewUntil && row.previewUntil > new Date();
      if (!valid) throw new BusinessError(CODE.notFound, PREVIEW_GONE, 404);
      const fallback = unit.template === 3 ? 2 : unit.template;
      return previewOf(row.content as HomeContent, query.template ?? fallback, fallback);
    },
    { tags: ['首页'] },
  );
}
