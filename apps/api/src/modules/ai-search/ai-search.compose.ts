import { AI_SEARCH_MAX_SOURCES, type AiCitation, type SearchKind } from '@yizhan/contracts';
import { isGoodEnough, type Passage } from './ai-search.passages';

// Turning passages into answers (ADR 037): the offline answerer's extractive text, the model's instructions and
// what is kept of a model's text. Pure functions: the service decides which one runs.

/** What a source is, in the answer's own words. */
const KIND_LABELS: Record<SearchKind, string> = {
  service: '办事指南',
  system: '业务系统',
  news: '新闻',
  notice: '通知公告',
  threeList: '三张清单',
};

/** How much of the question an answer quotes back. */
const QUOTE_LENGTH = 30;

const quote = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length > QUOTE_LENGTH ? `${trimmed.slice(0, QUOTE_LENGTH)}…` : trimmed;
};

/**
 * The passages worth citing: none unless the best one is good enough; then it, and others whose title names the
 * question's topic too and that hold at least as much of the question (a body that shares its words is not enough).
 */
export function usablePassages(passages: readonly Passage[]): Passage[] {
  const [best] = passages;
  if (!best || !isGoodEnough(best)) return [];
  const others = passages
    .slice(1)
    .filter((passage) => passage.sentences.length > 0 && passage.titleHit)
    .filter((passage) => passage.coverage >= best.coverage && passage.topicCoverage >= best.topicCoverage);
  return [best, ...others.map(shorten)].slice(0, AI_SEARCH_MAX_SOURCES);
}

/** Characters of a further source's passage: the best source is the answer, the others point onward. */
const FURTHER_MAX = 160;

/** A further source's passage: its first sentences up to FURTHER_MAX characters (at least one). */
function shorten(passage: Passage): Passage {
  const sentences: string[] = [];
  let length = 0;
  for (const sentence of passage.sentences) {
    if (sentences.length > 0 && length + sentence.length > FURTHER_MAX) break;
    sentences.push(sentence);
    length += sentence.length;
  }
  return { ...passage, sentences };
}

/** The numbered sources of passages, [1] first. */
export const citationsOf = (passages: readonly Passage[]): AiCitation[] =>
  passages.map(({ entry, sentences }, index) => ({
    n: index + 1,
    kind: entry.kind,
    id: entry.id,
    title: entry.title,
    quote: sentences.join('；'),
    url: entry.url,
    mobileUrl: entry.mobileUrl,
    source: entry.source,
    date: entry.date,
  }));

/** The answer when retrieval found nothing good: it says it does not know, in so many words. */
export const unknownText = (question: string) =>
  `抱歉，我不知道：本站未找到与「${quote(question)}」相关的内容。换个说法试试，例如事项的名称或办理部门，也可以在搜索页按关键词查找。`;

/** Ends a sentence with 。 unless it already ends with a stop. */
const stop = (sentence: string) => (/[。！？.!?…]$/u.test(sentence) ? sentence : `${sentence}。`);

/**
 * The offline answer: each source's sentences under its title, each paragraph ending with its number. Extractive
 * only — every word after the title comes from the portal's own text.
 */
export function composeOffline(passages: readonly Passage[]): string {
  const paragraphs = passages.map(({ entry, sentences }, index) => {
    const origin = [entry.source, KIND_LABELS[entry.kind]].filter(Boolean).join(' ');
    // The best source is the answer: a line per field (办理流程, 所需材料 …); further sources stay one paragraph each.
    const body = sentences.map(stop).join(index === 0 ? '\n' : '');
    const head = `${passages.length > 1 ? `${index + 1}. ` : ''}「${entry.title}」（${origin}）：`;
    return `${head}${index === 0 && sentences.length > 1 ? '\n' : ''}${body}[${index + 1}]`;
  });
  const lead = passages.length > 1 ? '根据本站内容，为您找到以下信息：' : '根据本站内容：';
  return `${lead}\n${paragraphs.join('\n')}\n详情请查看下方来源。`;
}

/** The messages sent to an OpenAI-compatible model: answer only from the numbered passages, cite them, or say 不知道. */
export function modelMessages(question: string, passages: readonly Passage[], unitName: string) {
  const material = passages
    .map(({ entry, sentences }, index) =>
      [
        `[${index + 1}] 标题：${entry.title}`,
        `类型：${KIND_LABELS[entry.kind]}${entry.source ? `；来源：${entry.source}` : ''}`,
        `内容：${sentences.join('；')}`,
      ].join('\n'),
    )
    .join('\n\n');
  const system =
    `你是「${unitName}」门户网站的智能搜索助手。只能根据用户消息中编号的资料回答问题，不得使用资料以外的知识，不得编造。` +
    '用简体中文简洁作答；每句话末尾用方括号标注所依据资料的编号，例如 [1]。如果资料不足以回答，只回答：不知道。';
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: `资料：\n${material}\n\n问题：${question}` },
  ];
}

/**
 * What is kept of a model's text: 「[n]」 marks that name no given source are dropped, and the citations are the
 * sources it named (all of them when it named none but answered). A text saying 不知道 with no mark is no answer.
 */
export function keepCited(
  text: string,
  citations: readonly AiCitation[],
): { text: string; citations: AiCitation[]; known: boolean } {
  const named = new Set<number>();
  const cleaned = text
    .replace(/\[(\d{1,3})\]/g, (mark, digits: string) => {
      const n = Number(digits);
      if (n < 1 || n > citations.length) return '';
      named.add(n);
      return mark;
    })
    .trim();
  if (named.size === 0 && (cleaned === '' || /不知道|无法回答|没有相关/.test(cleaned))) {
    return { text: cleaned || '不知道', citations: [], known: false };
  }
  const kept = named.size ? citations.filter((citation) => named.has(citation.n)) : [...citations];
  return { text: cleaned, citations: kept, known: true };
}
