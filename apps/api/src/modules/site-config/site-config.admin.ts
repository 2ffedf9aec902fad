import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { adminApi, CODE, formatMinute, type SiteSettings, type VersionedSiteSettings } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { serveAdmin } from '../access';
import { recordAdminWrite } from '../audit';
import { units } from '../units';
import { siteLogoRoutes } from './site-config.logo';
import { applyMourningWindows } from './site-config.mourning';
import { globalConfigs, themes } from './site-config.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A unit's site settings as the console edits them: from the unit, its theme entries and its footer texts. */
async function readSiteSettings(db: Db | Tx, fid: number, lock = false): Promise<VersionedSiteSettings> {
  const unitQuery = db.select().from(units).where(eq(units.fid, fid));
  // A save locks the unit's row first, so two saves of one unit run one after the other and the second sees the first.
  const [unit] = await (lock ? unitQuery.for('update') : unitQuery);
  if (!unit) throw new Error(`unit ${fid} is gone`);
  const [config] = await db.select().from(globalConfigs).where(eq(globalConfigs.fid, fid));
  const entries = await db.select().from(themes).where(eq(themes.fid, fid)).orderBy(asc(themes.id));
  const colour = entries.find((entry) => entry.type === 1);
  const label = entries.find((entry) => entry.type === 2);
  const settings: SiteSettings = {
    name: unit.name,
    title: label?.labelName || unit.name,
    logo: unit.logo,
    themeColor: colour?.color || '#1677ff',
    template: unit.template === 2 || unit.template === 4 ? unit.template : 1,
    mourning: unit.specialStyle === 1,
    mourningFrom: unit.mourningFrom ? formatMinute(unit.mourningFrom) : null,
    mourningUntil: unit.mourningUntil ? formatMinute(unit.mourningUntil) : null,
    careByDefault: unit.careByDefault,
    requireAdminSecondStep: unit.requireAdminSecondStep,
    filingText: config?.filingText ?? '',
    copyright: config?.copyright ?? '',
    address: config?.address ?? '',
  };
  return { ...settings, version: versionOf(settings) };
}

/** A minute in Beijing time (2026-12-13 00:00) as an instant. */
const beijingTime = (minute: string | null) =>
  minute === null ? null : new Date(`${minute.replace(' ', 'T')}:00+08:00`);

/** The 哀悼模式 window as stored: an end must come after the start and lie ahead, or it would end at once. */
function mourningWindow(settings: SiteSettings) {
  const from = beijingTime(settings.mourningFrom);
  const until = beijingTime(settings.mourningUntil);
  const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);
  if (from && Number.isNaN(from.getTime())) throw refuse('哀悼模式开始时间无效');
  if (until && Number.isNaN(until.getTime())) throw refuse('哀悼模式结束时间无效');
  if (from && until && until <= from) throw refuse('哀悼模式的结束时间应晚于开始时间');
  if (until && until.getTime() <= Date.now()) throw refuse('哀悼模式的结束时间已过');
  return { mourningFrom: from, mourningUntil: until };
}

/** Writes the settings where the sites read them; each table announces its change to every instance (ADR 018). */
async function writeSiteSettings(tx: Tx, fid: number, settings: SiteSettings) {
  await tx
    .update(units)
    .set({
      name: settings.name,
      logo: settings.logo,
      template: settings.template,
      specialStyle: settings.mourning ? 1 : 0,
      ...mourningWindow(settings),
      careByDefault: settings.careByDefault,
      requireAdminSecondStep: settings.requireAdminSecondStep,
    })
    .where(eq(units.fid, fid));
  // A start already past turns it on now.
  await applyMourningWindows(tx, fid);
  const colour = await tx
    .update(themes)
    .set({ color: settings.themeColor })
    .where(and(eq(themes.fid, fid), eq(themes.type, 1)))
    .returning({ id: themes.id });
  if (colour.length === 0) await tx.insert(themes).values({ fid, type: 1, color: settings.themeColor });
  // The site's title and icon (theme entry type 2).
  const label = await tx
    .update(themes)
    .set({ labelName: settings.title, labelLogo: settings.logo })
    .where(and(eq(themes.fid, fid), eq(themes.type, 2)))
    .returning({ id: themes.id });
  if (label.length === 0) {
    await tx.insert(themes).values({ fid, type: 2, labelName: settings.title, labelLogo: settings.logo });
  }
  await tx
    .update(globalConfigs)
    .set({ filingText: settings.filingText, copyright: settings.copyright, address: settings.address })
    .where(eq(globalConfigs.fid, fid));
}

/** 站点设置 of the console (issue 37 item 2): read, and save from the version read; the logo's upload beside. */
export function siteConfigAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  void app.register(siteLogoRoutes, { db });
  serveAdmin(app, adminApi.siteSettings, ({ scope }) => readSiteSettings(db, scope.unit.fid));

  serveAdmin(app, adminApi.saveSiteSettings, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { version, ...wanted } = body;
    const { before, after } = await db.transaction(async (tx) => {
      const current = await readSiteSettings(tx, fid, true);
      assertCurrentVersion(version, current);
      await writeSiteSettings(tx, fid, wanted);
      return { before: current, after: await readSiteSettings(tx, fid) };
    });
    const { version: _before, ...was } = before;
    const { version: _after, ...now } = after;
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'site.save',
      target: `站点设置（${scope.unit.name}）`,
      before: was,
      after: now,
    });
    return after;
  });
}
