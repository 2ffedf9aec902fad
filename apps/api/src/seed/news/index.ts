import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsCategories, newsConfigs } from '../../schema';
import { sanitizeArticleHtml } from '../../modules/news';
import { prng, type Prng } from '../large/prng';
import { homeImage, type ContentCategorySeed } from '../home/types';
import { CAMPUS_TEMPLATES, GOV_TEMPLATES, WORDS, type CategoryTemplate } from './templates';

/** The news of one unit: its categories in order (the first `top` of them are top categories) and how many each. */
export interface NewsSeed {
  templates: Record<string, CategoryTemplate>;
  perCategory: number;
  top: number;
}

/** The demo units with news; the others have none and their news pages say so. */
export const newsSeeds: Record<number, NewsSeed> = {
  100001: { templates: CAMPUS_TEMPLATES, perCategory: 55, top: 2 },
  200001: { templates: GOV_TEMPLATES, perCategory: 20, top: 1 },
};

/** All demo pictures are 480×320 SVGs served from the web app's public folder. */
const IMAGE_SIZE = { width: 480, height: 320 };
/** The newest generated article (older than the hand-written ones); older ones go back about a day each. */
const NEWEST = Date.parse('2026-09-01T10:00:00+08:00');

/**
 * Fills one article's placeholders: a word ({dept}, {topic} …) is the same wherever it recurs in the article, so the
 * notice 「关于图书馆调整办公时间的通知」 comes from 图书馆. Each placeholder still draws from `random` (and the first draw
 * is kept), so every article after it is the same as before.
 */
function filler(random: Prng) {
  const chosen = new Map<string, string>();
  return (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, word: string) => {
      const drawn = random.pick(WORDS[word]!);
      if (!chosen.has(word)) chosen.set(word, drawn);
      return chosen.get(word)!;
    });
}

const ORDINAL = /^[一二三四五六七八九十]+、/;
const ORDINALS = [...'一二三四五六七八九十'];

/** Some of a template's paragraphs, in the template's order, their 一、二、三、 counted again (no 二、 without 一、). */
function paragraphsOf(random: Prng, template: CategoryTemplate, count: number): string[] {
  const picked = new Set(random.shuffle(template.paragraphs).slice(0, count));
  let n = 0;
  return template.paragraphs
    .filter((text) => picked.has(text))
    .map((text) => (ORDINAL.test(text) ? text.replace(ORDINAL, `${ORDINALS[n++]}、`) : text));
}

/** One generated article of a category (seed:large makes its 100,000 with it too). */
export function generatedArticle(random: Prng, template: CategoryTemplate) {
  const fill = filler(random);
  const title = fill(random.pick(template.titles));
  const lead = fill(random.pick(template.leads));
  const image = template.images.length > 0 ? homeImage(random.pick(template.images)) : '';
  const paragraphs = paragraphsOf(random, template, 2 + random.below(template.paragraphs.length - 1));
  const figure = image
    ? `<figure><img src="${image}" alt="${title}" width="${IMAGE_SIZE.width}" height="${IMAGE_SIZE.height}"></figure>`
    : '';
  const body = [`<p>${lead}</p>`, figure, ...paragraphs.map((text) => `<p>${fill(text)}</p>`)].join('');
  return {
    title,
    summary: lead,
    // The seed goes through the same cleaning as any other write.
    content: sanitizeArticleHtml(body),
    source: fill(random.pick(template.sources)),
    image,
    imageWidth: image ? IMAGE_SIZE.width : 0,
    imageHeight: image ? IMAGE_SIZE.height : 0,
    views: 20 + random.below(3000),
  };
}

/**
 * Who issues a hand-written notice (a category whose source is a department), by what it is about: a draw from the
 * template's departments put 寒假 under 图书馆. Stories and media reports keep their own sources.
 */
const ISSUERS: [RegExp, string][] = [
  [/考试|选课|学籍|课程|学历图像/, '教务处'],
  [/资助|奖学金|助学金|医保/, '学生工作部'],
  [/宿舍|供暖|用电|食堂/, '后勤保障处'],
  [/双选会|就业|招聘/, '招生就业处'],
  [/统一身份认证|校园网|系统升级/, '信息化办公室'],
  [/安全|出入/, '保卫处'],
  [/放假/, '党政办公室'],
];
const issuerOf = (title: string) => ISSUERS.find(([about]) => about.test(title))?.[1];

/**
 * The unit's hand-written home content items of a category as articles (the home page's news blocks read these
 * tables, ADR 029): their summary leads the body, then a few sentences of the category's templates.
 */
function handWritten(random: Prng, template: CategoryTemplate, content: ContentCategorySeed | undefined) {
  return (content?.items ?? []).map(([at, title, summary, image = '']) => {
    const fill = filler(random);
    const paragraphs = paragraphsOf(random, template, 2);
    const figure = image
      ? `<figure><img src="${image}" alt="${title}" width="${IMAGE_SIZE.width}" height="${IMAGE_SIZE.height}"></figure>`
      : '';
    const body = [`<p>${summary}</p>`, figure, ...paragraphs.map((text) => `<p>${fill(text)}</p>`)].join('');
    const drawn = fill(random.pick(template.sources));
    return {
      title,
      summary,
      content: sanitizeArticleHtml(body),
      source: (template.sources.every((source) => source === '{dept}') && issuerOf(title)) || drawn,
      image,
      imageWidth: image ? IMAGE_SIZE.width : 0,
      imageHeight: image ? IMAGE_SIZE.height : 0,
      views: 100 + random.below(5000),
      publishedAt: new Date(`${at.replace(' ', 'T')}:00+08:00`),
    };
  });
}

/**
 * Seeds a unit's news config, categories and articles (deterministic for the fid): its hand-written home items of
 * the same category names, then generated ones, older.
 */
export async function seedNews(
  tx: Db,
  fid: number,
  seed: NewsSeed,
  homeContent: Record<string, ContentCategorySeed> = {},
) {
  const random = prng(fid * 7919);
  await tx.insert(newsConfigs).values({ fid });
  const names = Object.keys(seed.templates);
  const categories = await tx
    .insert(newsCategories)
    .values(names.map((name, index) => ({ fid, name, top: index < seed.top, sort: index + 1 })))
    .returning({ id: newsCategories.id, name: newsCategories.name });
  const rows = categories.flatMap((category, c) => [
    ...handWritten(random, seed.templates[category.name]!, homeContent[category.name]).map((row) => ({
      fid,
      categoryId: category.id,
      ...row,
    })),
    ...Array.from({ length: seed.perCategory }, (_, n) => ({
      fid,
      categoryId: category.id,
      ...generatedArticle(random, seed.templates[category.name]!),
      // Categories interleave in time; minutes vary so no two articles share a moment.
      publishedAt: new Date(NEWEST - (n * 26 + c * 3) * 3_600_000 - random.below(50) * 60_000),
    })),
  ]);
  for (let start = 0; start < rows.length; start += 200) {
    await tx.insert(newsArticles).values(rows.slice(start, start + 200));
  }
}

/** A unit seeded before news existed gets it once. */
export async function seedNewsIfEmpty(db: Db, fid: number, homeContent: Record<string, ContentCategorySeed>) {
  const seed = newsSeeds[fid];
  if (!seed) return;
  const [any] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.fid, fid));
  if (any) return;
  await db.transaction(async (tx) => seedNews(tx as unknown as Db, fid, seed, homeContent));
}
