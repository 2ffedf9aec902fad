import type { GuideMaterial } from '../service-hall';
import type { RetrievedEntry } from '@yizhan/search';

export type { RetrievedEntry };

/** The guide fields a passage of a service is built from (app_guides), labelled as the guide page labels them. */
export interface GuideFields {
  acceptCondition: string;
  materials: Pick<GuideMaterial, 'name' | 'copies' | 'required'>[];
  workflow: string[];
  handlePlace: string;
  handleTime: string;
  promiseEndTime: number;
  chargeStandard: string;
  askPhone: string;
  faq: { question: string; answer: string }[];
}

/** One numbered source: where it is, and the few sentences of it an answer may use. */
export interface Passage {
  entry: RetrievedEntry;
  /** Sentences of the record, most relevant first, each complete and labelled where the record has labels. */
  sentences: string[];
  /** How many of the question's words the title and the chosen sentences hold (0–1). */
  coverage: number;
  /** How many of the question's topic words (not 申请, 办理, 多少钱 …) they hold (0–1). */
  topicCoverage: number;
  /** Whether a topic word of the question is in the title. */
  titleHit: boolean;
}

/**
 * Words that say what is wanted rather than what it is about: a title sharing only these (申请 in 「…申请」) is no
 * answer. Greetings are no topic at all.
 */
const GENERIC =
  /^(申请|办理|办|查询|开具|补办|手续|流程|材料|地点|时间|时候|费用|收费|多少|多少钱|哪里|条件|需要|什么|怎么|如何|可以|相关|问题|你好|您好|谢谢)$/;

/** The topic words of a question's words (all of them when every one is generic, except greetings). */
export function topicWords(words: readonly string[]): string[] {
  const topic = words.filter((word) => !GENERIC.test(word));
  return topic.length ? topic : words.filter((word) => !/^(你好|您好|谢谢)$/.test(word));
}

/** Longest passage handed to an answer (characters). */
const PASSAGE_MAX = 360;

/** What a question asks about, by its words, and the guide fields that answer it (first match wins). */
const INTENTS: [RegExp, (keyof GuideFields)[]][] = [
  [/材料|带什么|准备|证件|照片/, ['materials', 'workflow']],
  [/哪里|地点|地址|窗口|在哪/, ['handlePlace', 'handleTime']],
  [/时间|几点|多久|几天|多长|什么时候|期限/, ['handleTime', 'promiseEndTime']],
  [/费用|收费|多少钱|钱|工本费/, ['chargeStandard']],
  [/条件|资格|谁可以|能不能|可以吗/, ['acceptCondition']],
  [/电话|咨询|联系/, ['askPhone']],
];
/** What a how-to question gets: the steps, what to bring, where to go, and what it costs. */
const HOW_TO: (keyof GuideFields)[] = ['workflow', 'materials', 'handlePlace', 'chargeStandard'];

const circled = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩'];

/** A guide field as one labelled sentence (empty when the guide leaves it blank). */
function guideSentence(guide: GuideFields, field: keyof GuideFields): string {
  switch (field) {
    case 'workflow':
      return guide.workflow.length
        ? `办理流程：${guide.workflow.map((step, i) => `${circled[i] ?? `${i + 1}.`}${step}`).join('；')}`
        : '';
    case 'materials': {
      const list = guide.materials.map(
        (material) =>
          `${material.name}${material.copies ? `（${material.copies}）` : ''}${material.required ? '' : '（非必需）'}`,
      );
      return list.length ? `所需材料：${list.join('、')}` : '';
    }
    case 'handlePlace':
      return guide.handlePlace ? `办理地点：${guide.handlePlace}` : '';
    case 'handleTime':
      return guide.handleTime ? `办理时间：${guide.handleTime}` : '';
    case 'promiseEndTime':
      return guide.promiseEndTime > 0 ? `承诺办结时限：${guide.promiseEndTime} 个工作日` : '';
    case 'chargeStandard':
      return guide.chargeStandard ? `收费标准：${guide.chargeStandard}` : '';
    case 'acceptCondition':
      return guide.acceptCondition ? `受理条件：${guide.acceptCondition}` : '';
    case 'askPhone':
      return guide.askPhone ? `咨询电话：${guide.askPhone}` : '';
    default:
      return '';
  }
}

/** Whether `text` holds `word`, case folded (the index lowercases too). */
const holds = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

/** The share of `words` found in `text`. */
export function coverageOf(text: string, words: readonly string[]): number {
  if (words.length === 0) return 0;
  return words.filter((word) => holds(text, word)).length / words.length;
}

/** Sentences of plain text: cut after 。！？；, line breaks, and the 「。」 the index puts between fields. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[。！？；!?;])|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 4);
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The guide sentences a question asks for: its intent's fields, a FAQ entry that shares its words, else how-to. */
function guideSentences(guide: GuideFields, question: string, words: readonly string[]): string[] {
  const fields = INTENTS.find(([pattern]) => pattern.test(question))?.[1] ?? HOW_TO;
  const chosen = fields.map((field) => guideSentence(guide, field)).filter(Boolean);
  const faq = guide.faq
    .map((item) => ({ item, hits: coverageOf(item.question, words) }))
    .filter(({ hits }) => hits >= 0.5)
    .sort((a, b) => b.hits - a.hits)[0];
  if (faq) chosen.push(`常见问题「${faq.item.question}」：${faq.item.answer}`);
  return chosen;
}

/** The sentences of an article or notice retrieval chose (those holding the question's words), at most two. */
function textSentences(entry: RetrievedEntry, words: readonly string[]): string[] {
  // An article's summary often repeats its first sentence: each sentence once.
  const all = [...new Set(entry.passages.flatMap(sentencesOf))];
  const best = all
    .map((sentence, index) => ({ sentence, index, hits: coverageOf(sentence, words) }))
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index)
    .map(({ sentence }) => sentence);
  return best;
}

/**
 * The passage of one retrieved entry: a service's guide fields the question asks for (labelled), or the sentences
 * of an article or notice that hold the question's words. Cut to a few hundred characters in whole sentences.
 */
export function passageOf(
  entry: RetrievedEntry,
  question: string,
  words: readonly string[],
  guide: GuideFields | undefined,
): Passage {
  const picked = guide ? guideSentences(guide, question, words) : textSentences(entry, words);
  const sentences: string[] = [];
  let length = 0;
  for (const sentence of picked) {
    if (length > 0 && length + sentence.length > PASSAGE_MAX) break;
    sentences.push(clip(sentence, PASSAGE_MAX));
    length += sentence.length;
  }
  const topic = topicWords(words);
  const titleHit = topic.some((word) => holds(entry.title, word));
  const text = `${entry.title} ${entry.passages.join(' ')}`;
  return { entry, sentences, coverage: coverageOf(text, words), topicCoverage: coverageOf(text, topic), titleHit };
}

/**
 * Whether retrieval found something good enough to answer from: the passage holds at least half of the question's
 * words and of its topic words, and a topic word is in its title (a body that merely mentions one is no answer).
 */
export function isGoodEnough(passage: Passage | undefined): boolean {
  if (!passage || passage.sentences.length === 0) return false;
  return passage.titleHit && passage.coverage >= 0.5 && passage.topicCoverage >= 0.5;
}
