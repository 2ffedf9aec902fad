import { ATTRIBUTE_TYPE, ROBOT, type AssistantAnswer } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import type { Viewer } from '../../lib/viewer';
import { listCondition, listHot, pageApps, type AppListRow } from '../service-hall';
import type { AiSearchService } from '../ai-search';
import { questionTopics } from './assistant.keywords';

/** Who asks: their unit, and what they may see of its service hall (guests the visitor services, users their type's). */
export interface Asker {
  fid: number;
  unitName: string;
  viewer: Viewer;
}

/**
 * Where the built-in assistant's answers come from (ADR 027): the AI search (ADR 037), and the service hall's
 * keyword search when it knows nothing. The endpoint, the rate limit and the chat panel stay as they are.
 */
export interface AnswerSource {
  answer(question: string, asker: Asker): Promise<AssistantAnswer>;
}

/** Keyword searches one question may cost at most (each topic stops at its first keyword that matches). */
const MAX_QUERIES = 6;
/** How much of the question an answer quotes back. */
const QUOTE_LENGTH = 20;

const quote = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length > QUOTE_LENGTH ? `${trimmed.slice(0, QUOTE_LENGTH)}…` : trimmed;
};

const toService = (row: AppListRow) => ({ appId: String(row.id), name: row.name, deptName: row.deptName });

/**
 * Answers from the services the asker sees, found by the service hall's own keyword search (listCondition and
 * pageApps: the same unit, role and visitor filtering as the hall's list). No match: the most used services.
 */
export function serviceAnswers(db: Db, cache: MemoCache): AnswerSource {
  // The most used services are the same for every viewer of a user type (like the hall's catalogue, ADR 018).
  const reads = cachedReads(cache, 'assistant', {
    hot: (fid: number, userType: string | null) => listHot(db, fid, { uid: null, userType }),
  });

  return {
    async answer(question, { fid, unitName, viewer }) {
      const found = new Map<number, AppListRow>();
      const words: string[] = [];
      let more = false;
      let queries = 0;
      const topics = questionTopics(question);
      for (const tries of topics) {
        for (const keyword of tries) {
          if (queries >= MAX_QUERIES || found.size >= ROBOT.maxServices) break;
          queries += 1;
          const where = listCondition(fid, { attributeType: ATTRIBUTE_TYPE.service, keyword }, viewer);
          const { rows, total } = await pageApps(db, where, 1, ROBOT.maxServices);
          if (rows.length === 0) continue;
          words.push(keyword);
          for (const row of rows) if (found.size < ROBOT.maxServices) found.set(row.id, row);
          more ||= total > rows.length || found.size === ROBOT.maxServices;
          break;
        }
      }

      if (found.size > 0) {
        const about = words.map((word) => `「${word}」`).join('');
        const text = more
          ? `与${about}相关的服务不止这些，先为您列出 ${found.size} 项，点击可查看办事指南；更多可在服务大厅中搜索。`
          : `为您找到 ${found.size} 项与${about}相关的服务，点击可查看办事指南：`;
        return { text, matched: true, services: [...found.values()].map(toService) };
      }

      const hot = (await reads.hot(fid, viewer.userType)).slice(0, ROBOT.maxServices);
      const opening =
        topics.length === 0
          ? `您好，我是${unitName}的智能助手，可以帮您找到要办的事和它的办事指南。请告诉我想办什么${
              hot[0] ? `，例如「${hot[0].name}」` : ''
            }。`
          : `抱歉，没有找到与「${quote(question)}」相关的服务。换个说法试试，例如服务的名称或办理部门。`;
      const signIn = viewer.userType === null ? '登录后可以看到更多服务。' : '';
      const offer = hot.length > 0 ? '下面是大家常用的服务：' : '暂时没有可以推荐的服务。';
      return { text: `${opening}${signIn}${offer}`, matched: false, services: hot.map(toService) };
    },
  };
}

/**
 * Answers through the AI search (ADR 037): its text with numbered citations and the services it cites. When it
 * does not know (or the unit switched it off), `fallback` answers — the most used services, or a greeting.
 */
export function aiAnswers(ai: AiSearchService, fallback: AnswerSource): AnswerSource {
  return {
    async answer(question, asker) {
      if (await ai.enabled(asker.fid)) {
        const reply = await ai.answer(question, { fid: asker.fid, unitName: asker.unitName, viewer: asker.viewer });
        if (reply.known) {
          const services = reply.citations
            .filter((citation) => citation.kind === 'service')
            .slice(0, ROBOT.maxServices)
            .map((citation) => ({ appId: citation.id, name: citation.title, deptName: citation.source }));
          return { text: reply.text, matched: true, services, citations: reply.citations };
        }
      }
      return fallback.answer(question, asker);
    },
  };
}
