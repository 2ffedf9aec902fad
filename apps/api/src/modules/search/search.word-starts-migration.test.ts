import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrations-folder';
import * as schema from '../../db/schema';
import { seed } from '../../db/seed';
import { inboxItems } from '../info-center/info-center.table';
import { newsArticles } from '../news/news.table';
import { apps } from '../service-hall/service-hall.table';
import { threeListItems } from '../three-list/three-list.table';
import { searchQueue } from './search.table';
import { foldersBefore } from './search.test-kit';

const before = foldersBefore('0036_search_word_start_letters');
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('migration 0036: letters match from a word’s start (ADR 036)', () => {
  it('queues every record of an index built before it, a notice for its recipient', async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: before });
    await seed(db);
    // An index as built before: nothing waits.
    await db.delete(searchQueue);

    await migrate(db, { migrationsFolder });

    const queued = await db.select().from(searchQueue);
    const count = (kind: string) => queued.filter((row) => row.kind === kind).length;
    expect(count('app')).toBe(await db.$count(apps));
    expect(count('news')).toBe(await db.$count(newsArticles));
    expect(count('threeList')).toBe(await db.$count(threeListItems));
    expect(count('notice')).toBe(await db.$count(inboxItems));
    expect(count('notice')).toBeGreaterThan(0);
    expect(queued.filter((row) => row.kind === 'notice').every((row) => row.ownerUid !== null)).toBe(true);
    expect(queued.filter((row) => row.kind !== 'notice').every((row) => row.ownerUid === null)).toBe(true);
    await client.close();
  }, 120_000);
});
