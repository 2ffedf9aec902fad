import type { SQL } from 'drizzle-orm';
import type { SearchKind } from '@yizhan/contracts';
import type { Db } from './db';
import type { SearchSource, SourceKind } from './source';

// What the portal gives the search as it starts (ADR 060): the sources of its records, and the few rules and reads
// that are other features' — the menus that hide a kind, the hot terms, the units. Set once, at the composition
// root, before the first search or drain; the search reads no feature's table.

/** Who searches: a signed-in user (uid and user type), or a guest (both null). */
export interface SearchViewer {
  uid: number | null;
  userType: string | null;
}

/** Whether a viewer may open a page of their unit (the navigation's menu rule). */
export type PageRule = (page: string) => boolean;

/** The page rule of a viewer on a unit, read by the caller's means (the routes pass their cached menus). */
export type PagesOf = (fid: number, viewer: SearchViewer) => Promise<PageRule>;

/** What the portal wires into the search. Methods, so the portal writes them against its own database type. */
export interface SearchWiring {
  /** Every source of records, in the order a full rebuild indexes them. */
  sources: readonly SearchSource[];
  /** The pages of a unit a viewer may open: a kind whose page they may not is not searched (issue 12 item 4). */
  pagesOf(db: Db, fid: number, viewer: SearchViewer): Promise<PageRule>;
  /** A unit's hot terms, most searched first: near spellings and suggestions come from them too. */
  hotTerms(db: Db, fid: number, limit: number): Promise<string[]>;
  /** Every unit's fid: whose words and common words are read as the server starts. */
  unitIds(db: Db): Promise<number[]>;
  /**
   * Runs a large, often-run statement as one planned once per connection (ADR 045); `key` names what it is built
   * from. Without it, statements run as `db.execute` runs them.
   */
  executePlanned?(db: Db, build: () => SQL, key?: string): Promise<{ rows: Record<string, unknown>[] }>;
}

let wired: SearchWiring | undefined;

/** Wires the portal into the search (again: the new wiring replaces the old). */
export function wireSearch(wiring: SearchWiring): void {
  wired = wiring;
}

/** The portal's wiring; a search or drain before wireSearch is a mistake of the composition root. */
export function wiring(): SearchWiring {
  if (!wired) throw new Error('search: wireSearch() was not called before the search was used');
  return wired;
}

/** The source whose records the queue names `queueKind`. */
export function sourceOf(queueKind: string): SearchSource {
  const source = wiring().sources.find((each) => each.queueKind === queueKind);
  if (!source) throw new Error(`search: no source for the queue's kind ${queueKind}`);
  return source;
}

/** The kind's entry in its source (its page, whether guests search it); undefined: no source writes it. */
export const sourceKindOf = (kind: SearchKind): SourceKind | undefined =>
  wiring()
    .sources.flatMap((source) => source.kinds)
    .find((each) => each.kind === kind);

/** See SearchWiring.executePlanned. */
export function executePlanned(db: Db, build: () => SQL, key?: string): Promise<{ rows: Record<string, unknown>[] }> {
  const planned = wired?.executePlanned;
  if (planned) return planned(db, build, key);
  return db.execute(build()) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
}
