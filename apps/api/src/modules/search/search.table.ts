import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { unitRef } from '../units/unit-ref';
import { userRef } from '../users/user-ref';

/**
 * The search index (ADR 036): one row per searchable record — a service or business system (`source_id` = apps.id),
 * a news article, a notice delivered to one user (inbox_items.id, `owner_uid` its recipient) or a three-list row.
 * Text is segmented in the application (jieba, pinyin-pro) and stored as plain text arrays, so PGlite, the
 * embedded server and any PostgreSQL answer the same queries with the same GIN indexes and no extension:
 * - `title_terms`: every character and two-character piece of the lowercased title, its jieba words, and `p:`/`i:`
 *   trigrams (and `i:` bigrams) of its full pinyin and initials — a keyword must find all its pieces here;
 * - `body_terms`: jieba words (search mode) of the body's first part — a keyword's words must all be here; those
 *   its title lacks are indexed again on their own (search_body_only_terms, ADR 050).
 * The row copies what a result shows (title, snippet text, source, date, links) so a search reads no other table.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    /** Notices are per recipient (inbox_items): only this user finds it. Null: the rules below decide. */
    ownerUid: integer('owner_uid').references(() => users.uid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Plain text (no HTML) of the body, cut to a few thousand characters: snippets and AI passages come from it. */
    body: text('body').notNull().default(''),
    source: text('source').notNull().default(''),
    url: text('url').notNull().default(''),
    mobileUrl: text('mobile_url').notNull().default(''),
    titleTerms: text('title_terms').array().notNull().default([]),
    bodyTerms: text('body_terms').array().notNull().default([]),
    /** Full pinyin and initials of the title, lowercase, no separators ('xueshengzhengbuban', 'xszbb'). */
    pinyin: text('pinyin').notNull().default(''),
    initials: text('initials').notNull().default(''),
    /** Guests find it (the source's own rule: apps.visitor_visible, the unit's three-list setting …). */
    visitorVisible: boolean('visitor_visible').notNull().default(true),
    /** User types that find it when signed in; empty means every signed-in user (the service hall's rule). */
    roles: text('roles').array().notNull().default([]),
    /** Clicks of a service, views of an article: the last key of the ranking. */
    popularity: integer('popularity').notNull().default(0),
    /** Publication or sending time; null when the record has none of its own. */
    date: timestamp('date', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('search_entries_kind_check', sql`${table.kind} in ('service', 'system', 'news', 'notice', 'threeList')`),
    uniqueIndex('search_entries_kind_source_idx').on(table.kind, table.sourceId),
    // No pending list (fastupdate off): with it, every search scanned the unmerged insertions too — 5–18 ms per
    // index after the large rebuild instead of 0.1 ms. Searches far outnumber writes to the index.
    index('search_entries_title_terms_idx').using('gin', table.titleTerms).with({ fastupdate: false }),
    index('search_entries_body_terms_idx').using('gin', table.bodyTerms).with({ fastupdate: false }),
    // The body words its title does not hold (ADR 050; the function is migration 0034's): a one-word keyword's body
    // candidates, without first reading every entry whose title holds the word too only to drop it.
    index('search_entries_body_only_idx')
      .using('gin', sql`search_body_only_terms(${table.bodyTerms}, ${table.titleTerms})`)
      .with({ fastupdate: false }),
    // Zero-result recovery lists a unit's most used services without touching the GIN indexes.
    index('search_entries_fid_kind_popularity_idx').on(table.fid, table.kind, table.popularity.desc()),
    index('search_entries_owner_idx').on(table.ownerUid),
  ],
);

/**
 * Ranked postings of the two-character title pieces (ADR 049): one row per entry and piece, holding the entry's rank
 * keys for a keyword that is exactly that piece, in the order the ranking wants. A common two-character word (学院,
 * 通知: thousands of titles) reads its first `cap + 1` matches from this index in rank order — no GIN bitmap, no
 * heap row of the entry, no arbitrary subset — where the GIN path read 1,001 whole entries to rank them.
 * Written only by triggers on search_entries (migration 0033), from whatever writes the entries: never by the app.
 * Notices (and any entry with an owner) are not here: a posting has no owner for the viewer rule to check, and a
 * message to thousands would be thousands of rows.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    /** The entry's id (no reference: the triggers that write these rows also remove them with their entry). */
    entryId: integer('entry_id').notNull(),
    fid: integer('fid').notNull(),
    kind: text('kind').notNull(),
    /** A two-character piece of the lowercased title without separators (a `title_terms` piece, unscoped). */
    gram: text('gram').notNull(),
    /** 3: the title is the piece; 2: the title holds it. */
    tier: smallint('tier').notNull(),
    /** The share of the title the piece covers (0–10), plus 10 when the title starts with it. */
    relevance: smallint('relevance').notNull(),
    popularity: integer('popularity').notNull(),
    date: timestamp('date', { withTimezone: true }),
    visitorVisible: boolean('visitor_visible').notNull(),
    roles: text('roles').array().notNull(),
  },
  (table) => [
    // The ranking's order after the piece; the viewer's columns last, so a scan filters them without the heap.
    index('search_postings_rank_idx').on(
      table.fid,
      table.kind,
      table.gram,
      table.tier.desc(),
      table.relevance.desc(),
      table.popularity.desc(),
      table.date.desc().nullsLast(),
      table.entryId.desc(),
      table.visitorVisible,
      table.roles,
    ),
    index('search_postings_entry_idx').on(table.entryId),
  ],
);

/**
 * Records whose entry must be (re)built: written by triggers on the source tables (migration of ADR 036), whoever
 * changes them — the app, the seed, psql. Drained by the application (segmentation happens in JavaScript): by a
 * search that finds a change of its viewer's waiting, before it reads the index, and by the server every few
 * seconds (ADR 047).
 */
export const searchQueue = pgTable(
  'search_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    /**
     * The one user whose search the change concerns (a notice's recipient); null: everyone's. No reference: a
     * notice deleted with its user queues its removal after the user is gone.
     */
    ownerUid: integer('owner_uid'),
  },
  (table) => [
    uniqueIndex('search_queue_kind_source_idx').on(table.kind, table.sourceId),
    // A search asks whether a change of its viewer's waits (ADR 047): while a message to thousands is being
    // indexed, a look into this index rather than a scan of every user's queued notices.
    index('search_queue_owner_idx').on(table.ownerUid),
  ],
);

/**
 * The version of one user's own entries (their notices): advanced after a drain indexed a change that only they
 * can find, instead of the index version — a message pushed to one student forgets their kept searches, not
 * everyone's (ADR 047). No reference to users: a drain never fails on a user deleted meanwhile.
 */
export const searchOwnerVersions = pgTable('search_owner_versions', {
  uid: integer('uid').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** A signed-in user's searches: one row per distinct keyword, the newest time kept; at most 20 per user and unit. */
export const searchHistory = pgTable(
  'search_history',
  {
    uid: userRef(),
    fid: unitRef(),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('search_history_uid_fid_keyword_idx').on(table.uid, table.fid, table.keyword),
    index('search_history_uid_fid_time_idx').on(table.uid, table.fid, table.searchedAt.desc()),
  ],
);

/**
 * A unit's synonyms (同义词, ADR 052): a keyword holding `word` as one of its words is also searched with each of
 * `alternatives` in its place — 饭卡 as 校园卡, 丢 as 挂失 and 补办. One way: the office writes a rule for each
 * direction it wants. Kept by each process for a minute (search.synonyms.ts), so an edit needs no restart.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    /** As a keyword spells it, lowercase (search.text.ts normalize). */
    word: text('word').notNull(),
    alternatives: text('alternatives').array().notNull(),
  },
  (table) => [
    uniqueIndex('search_synonyms_fid_word_idx').on(table.fid, table.word),
    check('search_synonyms_word_check', sql`char_length(${table.word}) between 1 and 20`),
    check('search_synonyms_alternatives_check', sql`cardinality(${table.alternatives}) between 1 and 8`),
  ],
);

export type SearchEntryRow = typeof searchEntries.$inferSelect;
export type SearchEntryInsert = typeof searchEntries.$inferInsert;

/**
 * The index version: advanced after every committed change to everyone's entries (a drain or rebuild step; a
 * change only one user finds advances their search_owner_versions row instead, ADR 047). A cached search answer
 * belongs to the versions read beside it and is served only while they stay the same and no change of the viewer's
 * waits in the queue; a sequence, so instances advance it without waiting on each other.
 */
export const searchIndexVersion = pgSequence('search_index_version');
