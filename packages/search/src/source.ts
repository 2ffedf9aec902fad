import type { SearchKind } from '@yizhan/contracts';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { BODY_KEEP_CHARS } from './text';

// What a feature gives the search (ADR 060): its search source — the records it indexes and who may find them, as a
// Backstage collator does — registered at the portal's composition root. The search reads no feature's table.

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

/** A kind of entry a source writes, the page that lists it, and whether guests may search it at all. */
export interface SourceKind {
  kind: SearchKind;
  /** The desktop page of the kind: a unit menu that lists it but hides it from a viewer hides the kind too. */
  page: string;
  /** False: guests never search it (a notice is only its recipients'). */
  guests?: boolean;
}

/**
 * One feature's records in the search index. Triggers on its tables (the migrations of ADR 036) queue a changed
 * record as (`queueKind`, id); the indexer asks `load` for the queued ids' current records and writes their entries.
 * Declared with method syntax, so a feature writes them against its own database type.
 */
export interface SearchSource {
  /** What the queue's triggers name the source's records ('app' holds services and business systems). */
  queueKind: string;
  /** The kinds of entry its records become, in the order the search lists them. */
  kinds: SourceKind[];
  /** The current records of ids (a missing id has none: its entry is deleted). */
  load(db: Db, ids: number[]): Promise<SourceRecord[]>;
  /** Its records' table, id and unit columns, which a full rebuild of the index walks. */
  records: { table: PgTable; id: AnyPgColumn; fid: AnyPgColumn };
  /** The column counting a record's use (clicks, views): the entries' popularity is brought up to it hourly. */
  popularity?: AnyPgColumn;
  /** The names a unit's segmenter should know as words (its services' and departments' names). */
  unitWords?(db: Db, fid: number): Promise<string[]>;
  /** Whether its titles are words of their unit from the moment they are indexed (a new or renamed service). */
  titlesAreWords?: boolean;
}

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

/** A body as the index keeps it: its first BODY_KEEP_CHARS characters. */
export const keepBody = (text: string) => text.slice(0, BODY_KEEP_CHARS);
/**
 * Fields of a record as one body: a line each, ending a sentence (。 added where it has no closing mark of its own).
 * A snippet stays within the line it matched (search.highlight.ts): one that ran on from a service's summary into
 * its labels, department and audience read as 「…结果。高频 掌上办。教务处。本校在籍学生…」, and one from an
 * article's summary into its text said the summary's sentence twice.
 */
export const joinText = (parts: (string | undefined | null)[]) =>
  parts
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => (/[。！？；.!?;]$/u.test(part) ? part : `${part}。`))
    .join('\n');
