import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { HOME_LAYOUT_TEMPLATES, type HomeContent, type HomeEntryDraft, type HomePreview } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { listQuickNavigations, replaceQuickNavigations } from '../navigation';
import { liveBannerDrafts, liveHomeLayouts, writeBannersAndLayouts } from '../site-config';
import { homeCars, homeTools, specials } from './home.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const entry = (key: string, fields: Partial<HomeEntryDraft> & { name: string }): HomeEntryDraft => ({
  key,
  subtitle: '',
  picture: '',
  link: '',
  enabled: true,
  liveId: null,
  ...fields,
});

/** The unit's live home content in the draft's shape (what the console starts from when there is no draft). */
export async function liveHomeContent(db: Db | Tx, fid: number, unitTemplate: number): Promise<HomeContent> {
  const [banners, tools, navigations, cars, specialRows, layouts] = await Promise.all([
    liveBannerDrafts(db, fid),
    db.select().from(homeTools).where(eq(homeTools.fid, fid)).orderBy(asc(homeTools.sort), asc(homeTools.id)),
    listQuickNavigations(db as Db, fid),
    db.select().from(homeCars).where(eq(homeCars.fid, fid)).orderBy(asc(homeCars.sort), asc(homeCars.id)),
    db.select().from(specials).where(eq(specials.fid, fid)).orderBy(asc(specials.sort), asc(specials.id)),
    liveHomeLayouts(
      db,
      fid,
      HOME_LAYOUT_TEMPLATES.map((template) => template.value),
      unitTemplate === 3 ? 2 : unitTemplate,
    ),
  ]);
  return {
    banners,
    tools: tools.map((row) => entry(`t${row.id}`, { name: row.name, picture: row.icon, link: row.link })),
    quickNavigations: navigations.map((row) =>
      entry(`q${row.id}`, { name: row.name, picture: row.icon, link: row.link }),
    ),
    cars: cars.map((row) =>
      entry(`c${row.id}`, { name: row.title, subtitle: row.subtitle, picture: row.image, link: row.link }),
    ),
    specials: specialRows.map((row) =>
      entry(`s${row.id}`, {
        name: row.name,
        subtitle: row.summary,
        picture: row.cover,
        enabled: row.enabled,
        liveId: row.id,
      }),
    ),
    layouts,
  };
}

const enabled = (items: HomeEntryDraft[]) => items.filter((item) => item.enabled);

/**
 * Writes a draft where the sites read (ADR 081): the short lists' enabled entries replace the live rows in order;
 * specials are updated in place (their services stay attached), switched off rather than lost, and those the draft
 * dropped are deleted. Every table written announces its change (ADR 018), so both sites follow within a second.
 */
export async function publishHomeContent(tx: Tx, fid: number, content: HomeContent) {
  await writeBannersAndLayouts(tx, fid, content);
  await replaceQuickNavigations(
    tx,
    fid,
    enabled(content.quickNavigations).map((item) => ({ name: item.name, link: item.link, icon: item.picture })),
  );
  await tx.delete(homeTools).where(eq(homeTools.fid, fid));
  const tools = enabled(content.tools);
  if (tools.length > 0) {
    await tx
      .insert(homeTools)
      .values(
        tools.map((item, index) => ({ fid, name: item.name, icon: item.picture, link: item.link, sort: index + 1 })),
      );
  }
  await tx.delete(homeCars).where(eq(homeCars.fid, fid));
  const cars = enabled(content.cars);
  if (cars.length > 0) {
    await tx.insert(homeCars).values(
      cars.map((item, index) => ({
        fid,
        title: item.name,
        subtitle: item.subtitle,
        image: item.picture,
        link: item.link,
        sort: index + 1,
      })),
    );
  }
  await publishSpecials(tx, fid, content.specials);
}

async function publishSpecials(tx: Tx, fid: number, items: HomeEntryDraft[]) {
  const kept = items.map((item) => item.liveId).filter((id): id is number => id !== null);
  await tx
    .delete(specials)
    .where(and(eq(specials.fid, fid), kept.length > 0 ? notInArray(specials.id, kept) : undefined));
  const existing = kept.length
    ? new Set(
        (
          await tx
            .select({ id: specials.id })
            .from(specials)
            .where(and(eq(specials.fid, fid), inArray(specials.id, kept)))
        ).map((row) => row.id),
      )
    : new Set<number>();
  for (const [index, item] of items.entries()) {
    const fields = {
      name: item.name,
      summary: item.subtitle,
      cover: item.picture,
      enabled: item.enabled,
      sort: index + 1,
    };
    if (item.liveId !== null && existing.has(item.liveId)) {
      await tx.update(specials).set(fields).where(eq(specials.id, item.liveId));
    } else {
      await tx.insert(specials).values({ fid, ...fields });
    }
  }
}

/** What the home page of `template` shows of a draft (a preview), in the shapes of the live calls. */
export function previewOf(content: HomeContent, template: number, fallback: number): HomePreview {
  const layout =
    content.layouts.find((candidate) => candidate.template === template) ??
    content.layouts.find((candidate) => candidate.template === fallback) ??
    content.layouts[0];
  const modules = layout?.modules ?? [];
  return {
    layout: modules.map((module) => ({
      sign: module.sign,
      name: module.name,
      children: module.children.map((child) => ({ sign: child.sign, name: child.name })),
    })),
    status: modules
      .filter((module) => module.enabled)
      .map((module) => ({
        sign: module.sign,
        children: module.children.filter((child) => child.enabled).map((child) => ({ sign: child.sign })),
      })),
    banner: content.banners
      .filter((banner) => banner.enabled)
      .map((banner, index) => ({
        id: index + 1,
        title: banner.title,
        image: banner.image,
        mobileImage: banner.mobileImage,
        link: banner.link,
      })),
    tool: enabled(content.tools).map((item, index) => ({
      id: index + 1,
      name: item.name,
      icon: item.picture,
      link: item.link,
    })),
    car: enabled(content.cars).map((item, index) => ({
      id: index + 1,
      title: item.name,
      subtitle: item.subtitle,
      image: item.picture,
      link: item.link,
    })),
    // A new special has no services yet and no page: its card shows the draft, and its link stays the list's.
    special: enabled(content.specials).map((item, index) => ({
      id: item.liveId ?? -(index + 1),
      name: item.name,
      summary: item.subtitle,
      cover: item.picture,
      appCount: 0,
    })),
    quickNavigation: enabled(content.quickNavigations).map((item, index) => ({
      id: index + 1,
      name: item.name,
      link: item.link,
      icon: item.picture,
    })),
  };
}
