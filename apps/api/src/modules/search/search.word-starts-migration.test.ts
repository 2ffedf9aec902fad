import { describe, expect, it } from 'vitest';
import { inboxItems } from '../info-center/info-center.table';
import { newsArticles } from '../news/news.table';
import { apps } from '../service-hall/service-hall.table';
import { threeListItems } from '../three-list/three-list.table';
import { searchQueue } from '@yizhan/search/testing';
import { storeBefore } from './search.test-kit';

const store = storeBefore('0036_search_word_start_letters');

describe('migration 0036: letters match from a word’s start (ADR 036)', () => {
  it('queues every record of an index built before it, a notice for its recipient', async () => {
    const { db, upgrade, close } = await store.open();
    // An index as built before: nothing waits.
    await db.delete(searchQueue);

    await upgrade();

    const queued = await db.select().from(searchQueue);
    const count = (kind: string) => queued.filter((row) => row.kind === kind).length;
    expect(count('app')).toBe(await db.$count(apps));
    expect(count('news')).toBe(await db.$count(newsArticles));
    expect(count('threeList')).toBe(await db.$count(threeListItems));
    expect(count('notice')).toBe(await db.$count(inboxItems));
    expect(count('notice')).toBeGreaterThan(0);
    expect(queued.filter((row) => row.kind === 'notice').every((row) => row.ownerUid !== null)).toBe(true);
    expect(queued.filter((row) => row.kind !== 'notice').every((row) => row.ownerUid === null)).toBe(true);
    await close();
  }, 120_000);
});
