import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { pinyin } from 'pinyin-pro';

// Text analysis of the search index (ADR 036): the same functions cut what is indexed and what is asked, so a
// PGlite test, the embedded server and a PostgreSQL cluster all compare the same plain strings.

/** Characters of the body that are segmented into body terms: the passage a result's snippet can come from. */
export const BODY_INDEX_CHARS = 1_500;
/** Characters of the body kept in the row (snippets, AI passages). */
export const BODY_KEEP_CHARS = 4_000;

/** Words that carry no meaning of their own in a question or a text: never body terms, never required. */
const STOPWORDS = new Set(
  (
    '的 了 和 与 及 或 是 在 有 我 你 他 她 它 们 我们 你们 他们 这 那 这个 那个 什么 怎么 怎样 如何 哪里 哪些 哪个 ' +
    '为什么 可以 能否 能不能 是否 需要 要 吗 呢 吧 啊 呀 请问 一下 一个 如果 因为 所以 但是 以及 还是 就是 ' +
    '怎么办 怎么样 多少 几 些 之 其 并 等 等等 对 对于 关于 通过 进行 相关 我要 我想 想要'
  ).split(' '),
);

let segmenter: Jieba | undefined;
/** The words units taught the segmenter (addUserWords): none of them is a word of jieba's own dictionary. */
const taughtWords = new Set<string>();

/** The process's segmenter, built on first use (loading the dictionary takes a few hundred milliseconds). */
function jieba(): Jieba {
  segmenter ??= Jieba.withDict(dict);
  return segmenter;
}

/**
 * Adds a unit's own words — its service and department names — to the segmenter's dictionary, so 「学生证补办」 or
 * 「一卡通中心」 stay whole words of the index. Words already known are skipped; the dictionary only grows.
 * A word the segmenter already cuts whole (「研究生院」, 「奖助金」: in jieba's own dictionary) is not taught: its
 * frequency raised, texts around it were cut otherwise (「研究生院长」 lost 院长) in the processes that had read the
 * unit's words and not in the others. Left alone, it is cut the same way in every process.
 */
export function addUserWords(words: Iterable<string>): void {
  const lines: string[] = [];
  for (const raw of words) {
    const word = normalize(raw).replace(/\s+/g, '');
    if (word.length < 2 || word.length > 20 || taughtWords.has(word) || !/\p{Script=Han}/u.test(word)) continue;
    // Not taught yet cut whole: the word is in jieba's own dictionary.
    if (jieba().cut(word, false).length === 1) continue;
    taughtWords.add(word);
    lines.push(`${word} 2000`);
  }
  if (lines.length) jieba().loadDict(Buffer.from(lines.join('\n'), 'utf8'));
}

/** Full-width forms to half-width, case folded: 「ＶＰＮ」 and 「vpn」 are one word. */
export const normalize = (text: string): string => text.normalize('NFKC').toLowerCase();

const SEPARATOR = /[\s\p{P}\p{S}]+/u;
const MEANINGFUL = /[\p{L}\p{N}]/u;

/** The text without separators: what character pieces are cut from. */
export const compact = (text: string): string => normalize(text).split(SEPARATOR).join('');

/** Every character and every two-character piece of a text (its separators removed). */
export function characterGrams(text: string): string[] {
  const chars = [...compact(text)];
  const grams = new Set(chars);
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** The pieces a keyword word must all find in a title: its two-character pieces, or itself when one character. */
export function requiredGrams(word: string): string[] {
  const chars = [...compact(word)];
  if (chars.length <= 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/** A word that means something of its own: no separator, no stopword (「学生证」 yes; 「怎么」, 「的」, ' ' no). */
export const isContentWord = (word: string): boolean => {
  const trimmed = word.trim();
  return MEANINGFUL.test(trimmed) && !STOPWORDS.has(trimmed);
};

/** A text as jieba cuts it (normalised, nothing dropped): the pieces join back into the normalised text. */
export const tokens = (text: string): string[] => jieba().cut(normalize(text), true);

/** Jieba's search-mode words of a text (sub-words included), without stopwords, separators and single characters. */
export function words(text: string): string[] {
  const found = new Set<string>();
  for (const word of jieba().cutForSearch(normalize(text), true)) {
    const trimmed = word.trim();
    if (trimmed.length >= 2 && MEANINGFUL.test(trimmed) && !STOPWORDS.has(trimmed)) found.add(trimmed);
  }
  return [...found];
}

/**
 * A keyword word as bodies are searched for it. `words`: the words a body must hold — its words as jieba cuts it, a
 * unit's own word (a service name such as «缓考申请») whole; bodies are cut with the unit's words (learnUnitWords), so
 * they hold it whole too. Its pieces would not do: search-mode cutting emits only a long word's dictionary words, so
 * of «缓考申请» only 申请 (every body asking for anything), and of «中英文成绩单打印» 单打 and 文成, which a body about
 * transcripts lacks. `partial`: they leave out a character that means something — 「转专业」 is cut 转 / 专业, and
 * bodies keep no single characters, so a body holding 专业 holds less than the keyword (KeywordPlan.bodyPartial); a
 * stopword left out (「学生证丢了」's 了) is no loss. `runs`: what is left between its stopwords (「怎么转专业」:
 * 转专业; 「学生证怎么补办」: 学生证 and 补办); `phrases`: those runs that hold a character the words leave out (转专业,
 * not 学生证).
 */
function cutPart(part: string): { words: string[]; partial: boolean; runs: string[]; phrases: string[] } {
  const found = new Set<string>();
  const runs: string[] = [];
  const phrases: string[] = [];
  let partial = false;
  // The run under way, and whether it holds a single character.
  let run = '';
  let runPartial = false;
  const endRun = () => {
    if (run) runs.push(run);
    if (runPartial && [...run].length >= 2) phrases.push(run);
    run = '';
    runPartial = false;
  };
  for (const raw of tokens(part)) {
    const word = raw.trim();
    if (!MEANINGFUL.test(word) || STOPWORDS.has(word)) {
      endRun();
      continue;
    }
    run += word;
    if (word.length >= 2) found.add(word);
    else partial = runPartial = true;
  }
  endRun();
  return { words: [...found], partial, runs, phrases };
}

/** Pinyin of each character of a text (a non-Chinese character is itself), lowercase letters and digits only. */
export function pinyinOf(text: string): { full: string[]; initials: string[] } {
  const source = normalize(text);
  const full = pinyin(source, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
  const chars = [...source];
  const perChar: string[] = [];
  const initials: string[] = [];
  let next = 0;
  // pinyin-pro drops non-Chinese characters in 'removed' mode: walk the text and take a syllable per Han character.
  for (const char of chars) {
    if (/\p{Script=Han}/u.test(char)) {
      const syllable = (full[next] ?? '').replace(/[^a-z0-9]/g, '');
      next += 1;
      perChar.push(syllable);
      initials.push(syllable.slice(0, 1));
    } else {
      const plain = char.replace(/[^a-z0-9]/g, '');
      perChar.push(plain);
      initials.push(plain);
    }
  }
  return { full: perChar, initials };
}

/** Three-character pieces of a string of letters, with a prefix (`p:` full pinyin, `i:` initials). */
function letterGrams(prefix: string, letters: string, size: number): string[] {
  const grams: string[] = [];
  for (let i = 0; i + size <= letters.length; i += 1) grams.push(prefix + letters.slice(i, i + size));
  return grams;
}

/**
 * What a keyword of letters must find among a title's terms to match its pinyin or its initials: all its pieces
 * (`full`, `initials`), and a word of the title that starts with its first letters (`fullStart`, `initialsStart`;
 * see startGrams).
 */
export function pinyinGrams(letters: string) {
  return {
    full: letters.length >= 3 ? letterGrams('p:', letters, 3) : [],
    initials: letters.length >= 3 ? letterGrams('i:', letters, 3) : letterGrams('i:', letters, 2),
    fullStart: letters.length >= 3 ? [`pw:${letters.slice(0, 3)}`] : [],
    initialsStart: [`iw:${letters.slice(0, 3)}`],
  };
}

/**
 * Where the words of a text start, as indexes of its characters (pinyinOf's: the code points of normalize(text)):
 * 0, and every place a word of jieba's search mode begins, sub-words included — 中英文成绩单打印: 中, 英 (英文), 成, 打.
 * Letters match a title from one of them (ADR 036 addendum, session 22): jzj spells 奖助金, not 外籍专家's 籍专家.
 */
export function wordStarts(text: string): number[] {
  const source = normalize(text);
  // The character index of each UTF-16 offset.
  const charAt = [...source].flatMap((char, index) => (char.length === 2 ? [index, index] : [index]));
  const starts = new Set([0]);
  for (const word of new Set(jieba().cutForSearch(source, true))) {
    if (!MEANINGFUL.test(word)) continue;
    for (let at = source.indexOf(word); at >= 0; at = source.indexOf(word, at + 1)) starts.add(charAt[at]!);
  }
  return [...starts].sort((a, b) => a - b);
}

/** The first two and three letters of `pieces` (one per character) from each word start: `iw:jz`, `iw:jzj`. */
function startGrams(prefix: string, pieces: string[], starts: number[], sizes: number[]): string[] {
  return starts.flatMap((start) => {
    const letters = pieces.slice(start).join('');
    return sizes.filter((size) => letters.length >= size).map((size) => prefix + letters.slice(0, size));
  });
}

/** The analysed title of a record: its terms, full pinyin and initials. */
export function analyseTitle(title: string): { terms: string[]; pinyin: string; initials: string } {
  const { full, initials } = pinyinOf(title);
  const pinyinText = full.join('');
  const initialsText = initials.join('');
  const starts = wordStarts(title);
  const terms = new Set([
    ...characterGrams(title),
    ...words(title),
    ...letterGrams('p:', pinyinText, 3),
    ...letterGrams('i:', initialsText, 2),
    ...letterGrams('i:', initialsText, 3),
    ...startGrams('pw:', full, starts, [3]),
    ...startGrams('iw:', initials, starts, [2, 3]),
  ]);
  return { terms: [...terms], pinyin: pinyinText, initials: initialsText };
}

/**
 * A term as the index stores it: prefixed with the unit and kind of its record (`100001:news:通知`). A GIN scan for
 * a term then reads only that unit's postings of that kind: 「通知」 in services no longer walks the 16,000 news
 * titles holding it, and no unit's common words cost another unit's searches. The prefix is the whole filter on unit
 * and kind for term matches (search.conditions.ts), so every term written or asked goes through here; only SQL spells
 * it again: migration 0030, which prefixed the terms stored before, and retrieval's check of a row's own terms.
 */
export const scopedTerms = (fid: number, kind: string, terms: readonly string[]): string[] =>
  terms.map((term) => `${fid}:${kind}:${term}`);

/** The body terms of a record: the search-mode words of its first BODY_INDEX_CHARS characters. */
export const analyseBody = (body: string): string[] => words(body.slice(0, BODY_INDEX_CHARS));

/** A keyword as the index is asked: its words, the pieces its title must hold, the words a body must hold. */
export interface KeywordPlan {
  /** Normalised keyword, separators collapsed to one space. */
  text: string;
  /** Words of the keyword as typed (split at spaces and punctuation). */
  parts: string[];
  /** Every title piece required (all parts). */
  titleGrams: string[];
  /** Every body word required (all parts); empty when some part has none (a body cannot match then). */
  bodyAtoms: string[];
  /**
   * The body words leave out a character of the keyword (「转专业」: 转, cutPart): a body holding them may be about
   * something else (any text saying 专业), so such body matches are read only when no title holds the keyword, as
   * typed or loosely (searchMatches).
   */
  bodyPartial: boolean;
  /**
   * The keyword asked more loosely of titles, when none holds it as typed (searchMatches): its words in any order
   * (「补办校园卡」: 补办 校园卡; 「学生证怎么补办」: 学生证 补办), or — when its words leave a character out — what is
   * left between its stopwords (「怎么转专业」: 转专业, never 专业 alone). Null when that asks a title for the same.
   */
  loosely: string | null;
  /** The keyword as letters when it can be pinyin ('jzj', 'xueshengzheng'); null otherwise. */
  letters: string | null;
  /** Words to mark in titles and snippets, longest first. */
  marks: string[];
}

/** Analyses a keyword once for every query of a search. */
export const planKeyword = (keyword: string): KeywordPlan => analyse(keyword).plan;

/** A keyword's plan, and the cuts of its parts it was made from (cutPart). */
function analyse(keyword: string): { plan: KeywordPlan; cuts: ReturnType<typeof cutPart>[] } {
  const parts = normalize(keyword)
    .split(SEPARATOR)
    .filter((part) => part.length > 0)
    .slice(0, 8);
  const titleGrams = [...new Set(parts.flatMap(requiredGrams))];
  const cuts = parts.map(cutPart);
  const partAtoms = cuts.map((cut) => cut.words);
  const bodyAtoms = partAtoms.some((list) => list.length === 0) ? [] : [...new Set(partAtoms.flat())];
  const bodyPartial = cuts.some((cut) => cut.partial);
  const loose = bodyPartial ? cuts.flatMap((cut) => cut.runs) : bodyAtoms;
  const asked = new Set(titleGrams);
  const looseGrams = new Set(loose.flatMap(requiredGrams));
  const same = looseGrams.size === asked.size && [...looseGrams].every((gram) => asked.has(gram));
  // A single character is no word to ask a title for (「作的」 is not 作).
  const loosely = loose.length === 0 || same || loose.some((piece) => [...piece].length < 2) ? null : loose.join(' ');
  const joined = parts.join('');
  const letters = /^[a-z]{2,40}$/.test(joined) ? joined : null;
  // The loose pieces too: a title found by 转专业 for 「怎么转专业」 marks 转专业, not only 专业.
  const marks = [...new Set([...parts, ...partAtoms.flat(), ...(loosely ? loose : [])])].sort(
    (a, b) => b.length - a.length,
  );
  return { plan: { text: parts.join(' '), parts, titleGrams, bodyAtoms, bodyPartial, loosely, letters, marks }, cuts };
}

/**
 * The words of a question for retrieval (any of them may match), its title pieces, and its phrases: what is left
 * between its stopwords where its words leave a character out (「怎么转专业」: 转专业, whose only word is 专业).
 */
export function questionTerms(question: string): { words: string[]; grams: string[]; phrases: string[] } {
  const { plan, cuts } = analyse(question);
  return {
    words: [...new Set(cuts.flatMap((cut) => cut.words))],
    grams: plan.titleGrams,
    phrases: [...new Set(cuts.flatMap((cut) => cut.phrases))],
  };
}
