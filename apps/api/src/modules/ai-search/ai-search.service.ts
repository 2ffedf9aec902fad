import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AI_SEARCH_MAX_SOURCES, type AiAnswer, type AiCitation, type AiSearchConfig } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { appGuides } from '../service-hall';
import { listHot } from '../service-hall';
import { retrieve, type SearchViewer } from '@yizhan/search';
import { aiSearchConfigs, type AiSearchConfigRow } from './ai-search.table';
import {
  citationsOf,
  composeOffline,
  keepCited,
  modelMessages,
  unknownText,
  usablePassages,
} from './ai-search.compose';
import { passageOf, type GuideFields, type Passage } from './ai-search.passages';
import { askModel, ProviderError } from './ai-search.provider';

/** Who asks: their unit (its name goes into the model's instructions) and what they may see. */
export interface Asker {
  fid: number;
  unitName: string;
  viewer: SearchViewer;
}

/** Where a streamed answer's pieces go as they are made (the SSE route; nothing for a JSON answer). */
export interface AnswerSink {
  sources(citations: AiCitation[], answeredBy: AiAnswer['answeredBy']): void;
  delta(text: string): void;
}

/** A unit without a row: AI search on, offline (ADR 037). */
const DEFAULTS: Omit<AiSearchConfigRow, 'fid' | 'updatedAt'> = {
  enabled: true,
  name: '智能搜索',
  intro: '',
  endpoint: '',
  model: '',
  apiKey: '',
  timeoutMs: 20_000,
};

const DEFAULT_INTRO = '用一句话提问，我会从本站的办事指南、新闻和通知公告中找答案，并注明出处。';

/** Entries retrieval is asked for: a few more than are cited, so weak ones can be left out. */
const RETRIEVE_LIMIT = 8;
/** Example questions the page offers. */
const EXAMPLES = 3;

/** The guides of the services among the entries, by app id (one query). */
async function guidesOf(db: Db, ids: number[]): Promise<Map<string, GuideFields>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(appGuides).where(inArray(appGuides.appId, ids));
  return new Map(rows.map((row) => [String(row.appId), row]));
}

/** The AI search of issue 12 item 5: configuration, retrieval into passages, and the offline or model answer. */
export function aiSearchService({ db, cache, log }: { db: Db; cache: MemoCache; log: FastifyBaseLogger }) {
  const reads = cachedReads(cache, 'ai-search', {
    config: async (fid: number) => {
      const [row] = await db.select().from(aiSearchConfigs).where(eq(aiSearchConfigs.fid, fid));
      return row ?? { fid, updatedAt: new Date(0), ...DEFAULTS };
    },
    // The most used services of a user type (the hall's hot list, the same for every viewer of the type).
    hot: (fid: number, userType: string | null) => listHot(db, fid, { uid: null, userType }),
  });

  /** The numbered passages for a question, best first (at most AI_SEARCH_MAX_SOURCES of them usable). */
  async function passagesFor(question: string, asker: Asker): Promise<Passage[]> {
    const entries = await retrieve(db, {
      unit: { fid: asker.fid },
      viewer: asker.viewer,
      query: question,
      limit: RETRIEVE_LIMIT,
    });
    const guides = await guidesOf(
      db,
      entries.filter((entry) => entry.kind === 'service').map((entry) => Number(entry.id)),
    );
    // Each entry's passage is chosen by the words that found it: 「校园卡丢了」's 补办 guide by 补办 (ADR 052).
    return entries.map((entry) =>
      passageOf(entry, question, entry.words, entry.kind === 'service' ? guides.get(entry.id) : undefined),
    );
  }

  /** The offline answer of usable passages (or that it does not know). */
  function offline(question: string, usable: Passage[]): AiAnswer {
    if (usable.length === 0) {
      return { question, text: unknownText(question), known: false, answeredBy: 'builtin', citations: [] };
    }
    return {
      question,
      text: composeOffline(usable),
      known: true,
      answeredBy: 'builtin',
      citations: citationsOf(usable),
    };
  }

  return {
    /** The unit's stored configuration (with the key: for this module's eyes only). */
    config: (fid: number) => reads.config(fid),

    /** What the pages may know of the unit's AI search, with example questions the asker can get answers to. */
    async publicConfig(asker: Asker): Promise<AiSearchConfig> {
      const config = await reads.config(asker.fid);
      const popular = config.enabled ? await reads.hot(asker.fid, asker.viewer.userType) : [];
      return {
        enabled: config.enabled,
        name: config.name,
        intro: config.intro || DEFAULT_INTRO,
        examples: popular.slice(0, EXAMPLES).map((app) => `${app.name}怎么办理？`),
      };
    },

    /** Whether the unit has AI search on. */
    enabled: async (fid: number) => (await reads.config(fid)).enabled,

    passagesFor,

    /**
     * Answers a question: the offline answer, or with a configured model the model's answer from the same passages
     * (streamed into `sink` as it comes). A model that fails or times out gives way to the offline answer.
     */
    async answer(question: string, asker: Asker, { sink, signal }: { sink?: AnswerSink; signal?: AbortSignal } = {}) {
      const config = await reads.config(asker.fid);
      const usable = usablePassages(await passagesFor(question, asker)).slice(0, AI_SEARCH_MAX_SOURCES);
      const useModel = Boolean(config.endpoint && config.model && usable.length > 0);
      if (!useModel) {
        const answer = offline(question, usable);
        sink?.sources(answer.citations, 'builtin');
        sink?.delta(answer.text);
        return answer;
      }
      const citations = citationsOf(usable);
      sink?.sources(citations, 'model');
      try {
        const text = await askModel(config, modelMessages(question, usable, asker.unitName), {
          onDelta: (piece) => sink?.delta(piece),
          signal,
        });
        const kept = keepCited(text, citations);
        return {
          question,
          text: kept.text,
          known: kept.known,
          answeredBy: 'model' as const,
          citations: kept.citations,
        };
      } catch (error) {
        // Only the kind of failure is logged: the provider's address may hold a token, and the key must never show.
        log.warn(
          { fid: asker.fid, reason: error instanceof ProviderError ? error.message : '未知错误' },
          '智能搜索模型调用失败，改用离线回答',
        );
        return offline(question, usable);
      }
    },
  };
}

export type AiSearchService = ReturnType<typeof aiSearchService>;
