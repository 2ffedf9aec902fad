import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { brotliCompressSync, constants, gzipSync, gunzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { ttlOptions } from '@yizhan/server-kit';
import { newCacheStats } from '../lib/cache-stats';

/** A rendered guest page, kept compressed (the raw HTML is rarely asked for and is rebuilt from gzip then). */
export interface SharedPage {
  status: number;
  /** Response headers except Set-Cookie, Content-Length and Content-Encoding. */
  headers: [string, string][];
  br: Buffer;
  gzip: Buffer;
  /** A strong validator of the HTML, so a returning browser can be answered 304. */
  etag: string;
}

export interface GuestPageOptions {
  /** How long a page is shared: counters on it (clicks, visits) may be this stale. */
  ttlMs: number;
  /** Memory bound of all kept pages together (compressed bytes); a page larger than that is not kept. */
  maxBytes: number;
  now?: () => number;
}

/** A render under way: the page it will share, and how it ends (a promise settles once; later calls do nothing). */
interface Render {
  page: Promise<SharedPage | undefined>;
  settle(page: SharedPage | undefined): void;
}

/** Headers of a render that must not be shared with other visitors. */
const personal = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']);

/**
 * Guest pages rendered once and served many times (ADR 020). A guest's page is the same for every guest of a
 * unit, page variant (what the render reads from the request, e.g. phone or desktop) and data version, so it is
 * kept compressed with brotli and gzip; each visitor still gets their own guest token beside the shared body.
 */
export class GuestPages {
  /** Kept pages, by key (lru-cache, ADR 062): the least recently used go first past the memory bound. */
  private readonly pages: LRUCache<string, SharedPage>;
  /** Renders under way, by key: other guests asking for the same page wait for them. */
  private readonly renders = new Map<string, Render>();
  /** Fresh pages found and not found (metrics, ADR 067); a stale page answered while the database is away is neither. */
  readonly stats = newCacheStats();

  constructor(options: GuestPageOptions) {
    this.pages = new LRUCache<string, SharedPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => page.br.length + page.gzip.length,
      ...ttlOptions(options.ttlMs, options.now),
      // A page past its time stays until it is replaced or pushed out: it is answered while the database is away.
      noDeleteOnStaleGet: true,
    });
  }

  /** The kept page of a key, if still fresh — or however old, when asked for `stale` (the database is away). */
  get(key: string, { stale = false } = {}): SharedPage | undefined {
    if (stale) return this.pages.get(key, { allowStale: true });
    const page = this.pages.get(key);
    if (page) this.stats.hits += 1;
    else this.stats.misses += 1;
    return page;
  }

  /** The render of `key` another visitor has under way, if any: wait for it rather than render the page again. */
  rendering(key: string): Promise<SharedPage | undefined> | undefined {
    return this.renders.get(key)?.page;
  }

  /**
   * Announces that a visitor renders `key`: until the page is kept (`set`) or that visitor's response is over,
   * others asking for it wait for this render; if it kept no page (an error, a redirect) they render for themselves.
   * Without this every guest arriving while a page is being renewed renders it too — under load a hundred renders
   * and compressions of one page side by side, which is where the memory of an overload went (docs/performance.md).
   */
  startRender(key: string, response: Pick<EventEmitter, 'once'>): void {
    let settle!: Render['settle'];
    const page = new Promise<SharedPage | undefined>((resolve) => (settle = resolve));
    const render: Render = { page, settle };
    this.renders.set(key, render);
    response.once('close', () => this.finish(key, render, undefined));
  }

  /** Keeps a rendered page (compressing it once), dropping the least recently used pages past the memory bound. */
  set(key: string, status: number, headers: Headers, html: Buffer): SharedPage {
    const page: SharedPage = {
      status,
      headers: [...headers].filter(([name]) => !personal.has(name.toLowerCase())),
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
    };
    this.pages.set(key, page);
    this.finish(key, this.renders.get(key), page);
    return page;
  }

  /** Forgets every page (the data under them changed). */
  clear(): void {
    this.pages.clear();
  }

  /** Ends a render: those waiting for it get `page` (or nothing, and render for themselves). */
  private finish(key: string, render: Render | undefined, page: SharedPage | undefined) {
    if (!render) return;
    if (this.renders.get(key) === render) this.renders.delete(key);
    render.settle(page);
  }
}

/** The body of a shared page in the best encoding the client accepts (brotli, gzip, else plain). */
export function pageBody(page: SharedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' };
  return { body: gunzipSync(page.gzip) };
}
