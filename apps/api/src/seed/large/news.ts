import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsCategories } from '../../schema';
import { generatedArticle, newsSeeds } from '../news';
import type { Prng } from './prng';

type ArticleInsert = typeof newsArticles.$inferInsert;

/**
 * Large-set articles are older than every demo article (those start in 2026): the newest is published here and each
 * next one about ten minutes earlier, so 50,000 of a unit cover a year. The time also marks them as generated.
 */
export const LARGE_NEWS_NEWEST = Date.parse('2025-12-31T18:00:00+08:00');
const STEP_MS = 10 * 60_000;
const BATCH = 1000;

/**
 * The unit's `count` generated articles in publishing order, newest first, each in a category drawn at random
 * (so the categories' sizes differ a little) from the demo seed's templates of that category.
 */
export function largeArticles(
  fid: number,
  categories: { id: number; name: string }[],
  count: number,
  random: Prng,
): Omit<ArticleInsert, 'id'>[] {
  const templates = newsSeeds[fid]?.templates ?? {};
  const usable = categories.filter((category) => templates[category.name]);
  if (usable.length === 0) throw new Error(`unit ${fid} has no news categories: run the demo seed first`);
  return Array.from({ length: count }, (_, i) => {
    const category = random.pick(usable);
    return {
      fid,
      categoryId: category.id,
      ...generatedArticle(random, templates[category.name]!),
      // Strictly older with each i, the seconds varying within the step.
      publishedAt: new Date(LARGE_NEWS_NEWEST - i * STEP_MS - random.below(STEP_MS / 1000 - 1) * 1000),
    };
  });
}

/**
 * Adds the unit's generated articles that are not there yet, newest first, in multi-row inserts of 1,000 (each
 * atomic). Generation is deterministic and in publishing order, so the number already present (articles at or
 * before LARGE_NEWS_NEWEST) says where an interrupted run stopped; a finished one adds nothing. Returns how many
 * were added.
 */
export async function seedLargeNews(db: Db, fid: number, total: number, random: Prng): Promise<number> {
  const generated = and(eq(newsArticles.fid, fid), lte(newsArticles.publishedAt, new Date(LARGE_NEWS_NEWEST)));
  const [present] = await db.select({ n: count() }).from(newsArticles).where(generated);
  const have = present?.n ?? 0;
  if (have >= total) return 0;
  const categories = await db
    .select({ id: newsCategories.id, name: newsCategories.name })
    .from(newsCategories)
    .where(eq(newsCategories.fid, fid))
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
  // The whole sequence is generated (about 60 ms per 1,000) so a resumed run continues it exactly.
  const missing = largeArticles(fid, categories, total, random).slice(have);
  for (let start = 0; start < missing.length; start += BATCH) {
    await db.insert(newsArticles).values(missing.slice(start, start + BATCH));
  }
  return missing.length;
}
