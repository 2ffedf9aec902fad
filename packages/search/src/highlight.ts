import type { TextSegment } from '@yizhan/contracts';
import { BODY_INDEX_CHARS, normalize, pinyinOf, wordStarts } from './text';

/** Characters of a snippet around its first match. */
export const SNIPPET_CHARS = 80;
/** Characters of a snippet shown before its first match. */
const SNIPPET_LEAD = 20;

/**
 * A character as the index compares it (normalize: width and case folded). ASCII and the CJK ideographs — nearly all
 * of a Chinese text — fold without Unicode normalization, which cost more than the rest of a search answer together
 * when every character of every snippet's body went through it.
 */
function fold(char: string): string {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return char.toLowerCase();
  if (code >= 0x4e00 && code <= 0x9fff) return char;
  return normalize(char);
}

/**
 * What stands in folded text for a character whose fold is several characters (ﬁ → fi, ㎏ → kg) or none, by the
 * character's length in units: a symbol, which no keyword word holds (planKeyword splits at symbols), so such a
 * character is never part of a match — as when each character's fold was compared whole with one of a word's.
 */
const STAND_IN = ['', '\uFFFD', '\u{1D000}'];
/** Words indexOf alone cannot place: halves of surrogate pairs, stand-ins (see standsAt). */
const ODD_WORD = /[\p{Cs}\uFFFD\u{1D000}]/u;

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** A character's code point in folded text: its fold when that is one code point, else a stand-in. */
function foldChar(char: string): string {
  const full = fold(char);
  return full.length > 0 && full.length === (full.codePointAt(0)! > 0xffff ? 2 : 1) ? full : STAND_IN[char.length]!;
}

/**
 * The folded unit of each BMP character, learnt when first met (0: not yet; NUL, which folds to itself, is learnt
 * every time), or GENERAL for those that take foldCode: halves of pairs, which a unit alone cannot tell, and folds
 * outside the BMP. 128 KB for the whole plane: nothing to evict, and one look instead of a call per character.
 */
const UNIT_FOLDS = new Uint16Array(0x10000);
const GENERAL = 0xffff;

function learnUnit(unit: number): number {
  const folded = isHigh(unit) || isLow(unit) ? '' : foldChar(String.fromCharCode(unit));
  const single = folded.length === 1 && !isHigh(folded.charCodeAt(0)) && !isLow(folded.charCodeAt(0));
  UNIT_FOLDS[unit] = single ? folded.charCodeAt(0) : GENERAL;
  return UNIT_FOLDS[unit]!;
}

/** Folds of the other characters (outside the BMP, lone halves of pairs), kept as Unicode normalization is slow. */
const folds = new Map<number, string>();
const FOLDS_KEPT = 4_096;

function foldCode(code: number): string {
  let folded = folds.get(code);
  if (folded === undefined) {
    folded = foldChar(String.fromCodePoint(code));
    // Bounded: texts are anyone's.
    if (folds.size >= FOLDS_KEPT) folds.clear();
    folds.set(code, folded);
  }
  return folded;
}

/** Where folded text is written, little-endian UTF-16 (two units at most for each of the source's). */
const shared = Buffer.allocUnsafe(16_384);

/** Units of the code point at `at` (2 for a surrogate pair; a lone half, like `[...text]`, counts as a character). */
const unitsAt = (text: string, at: number) => (isHigh(text.charCodeAt(at)) && isLow(text.charCodeAt(at + 1)) ? 2 : 1);

/** The unit `count` characters (code points) after `at`, or the text's end. */
function forward(text: string, at: number, count: number): number {
  for (let left = count; left > 0 && at < text.length; left -= 1) at += unitsAt(text, at);
  return at;
}

/** The unit `count` characters (code points) before `at`, or 0. */
function back(text: string, at: number, count: number): number {
  for (let left = count; left > 0 && at > 0; left -= 1) {
    at -= isLow(text.charCodeAt(at - 1)) && isHigh(text.charCodeAt(at - 2)) ? 2 : 1;
  }
  return at;
}

/**
 * A text folded for matching: one code point for each of the source's, so words are found with indexOf and every
 * offset is a unit offset. A fold nearly always keeps the character's length, and offsets are then the source's;
 * `origin` maps them back when some fold did not (𝐀 → a).
 */
interface Folded {
  source: string;
  text: string;
  /** The source's unit offset of each of the text's code point offsets; null when they are the same. */
  origin: Int32Array | null;
}

/**
 * Folds a text in one pass over its units, into one new string (none when nothing changes): a snippet's body took
 * an array of its characters and a string for each before, hundreds of KB of garbage.
 */
function foldText(source: string): Folded {
  const bytes = source.length * 4 <= shared.length ? shared : Buffer.allocUnsafe(source.length * 4);
  let length = 0;
  let changed = false;
  let shifted = false;
  for (let at = 0; at < source.length; at += 1) {
    const unit = source.charCodeAt(at);
    let folded = UNIT_FOLDS[unit]!;
    if (folded === 0) folded = learnUnit(unit);
    if (folded !== GENERAL) {
      if (folded !== unit) changed = true;
      bytes[length++] = folded & 0xff;
      bytes[length++] = folded >> 8;
      continue;
    }
    // A pair's code point, or the unit itself (half a pair standing alone).
    const code = source.codePointAt(at)!;
    const units = code > 0xffff ? 2 : 1;
    const char = foldCode(code);
    if (char.length !== units) shifted = true;
    if (char.codePointAt(0) !== code) changed = true;
    for (let index = 0; index < char.length; index += 1) {
      bytes[length++] = char.charCodeAt(index) & 0xff;
      bytes[length++] = char.charCodeAt(index) >> 8;
    }
    at += units - 1;
  }
  // utf16le keeps a lone half of a pair as it is (TextDecoder would replace it).
  const text = changed ? bytes.toString('utf16le', 0, length) : source;
  if (!shifted) return { source, text, origin: null };
  const origin = new Int32Array(text.length + 1);
  for (let at = 0, from = 0; at < text.length; from += unitsAt(source, from)) {
    origin[at] = from;
    at += unitsAt(text, at);
  }
  origin[text.length] = source.length;
  return { source, text, origin };
}

const sourceOffset = ({ origin }: Folded, at: number) => (origin ? origin[at]! : at);

/**
 * Whether an odd word found at `at` stands there character for character (each character's fold equal to one of
 * the word's). indexOf also finds a half pair in half a character, and a stand-in where several characters were.
 */
function standsAt(folded: Folded, word: string, at: number): boolean {
  const { source, text } = folded;
  if (isLow(text.charCodeAt(at)) && isHigh(text.charCodeAt(at - 1))) return false;
  let from = sourceOffset(folded, at);
  for (const char of word) {
    if (from >= source.length) return false;
    const units = unitsAt(source, from);
    if (fold(source.slice(from, from + units)) !== char) return false;
    from += units;
  }
  return true;
}

/** Where a word first stands in the folded text at or after unit `from`, or -1. */
function find(folded: Folded, word: string, odd: boolean, from: number): number {
  for (let at = folded.text.indexOf(word, from); at >= 0; at = folded.text.indexOf(word, at + 1)) {
    if (!odd || standsAt(folded, word, at)) return at;
  }
  return -1;
}

/** Where the first of the words begins in the folded text, or -1. */
function firstMatch(folded: Folded, words: readonly string[]): number {
  let first = -1;
  for (const word of words) {
    if (!word) continue;
    const at = find(folded, word, ODD_WORD.test(word), 0);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/**
 * Which units of the folded text between `start` and `end` the words cover (1), marked as in the whole text: every
 * occurrence, overlapping ones too, and a word cut by an edge as far as it shows.
 */
function markWords(folded: Folded, words: readonly string[], start: number, end: number): Uint8Array {
  const marked = new Uint8Array(end - start);
  for (const word of words) {
    if (!word) continue;
    const odd = ODD_WORD.test(word);
    let at = find(folded, word, odd, Math.max(0, start - word.length + 1));
    for (; at >= 0 && at < end; at = find(folded, word, odd, at + 1)) {
      marked.fill(1, Math.max(at, start) - start, Math.min(at + word.length, end) - start);
    }
  }
  return marked;
}

/** The source's text between units `start` and `end` of the folded text, in runs of marked and unmarked. */
function toSegments(folded: Folded, marked: Uint8Array, start: number, end: number): TextSegment[] {
  const segments: TextSegment[] = [];
  for (let from = start, at = start + 1; at <= end; at += 1) {
    if (at < end && marked[at - start] === marked[from - start]) continue;
    const text = folded.source.slice(sourceOffset(folded, from), sourceOffset(folded, at));
    segments.push({ text, hit: marked[from - start] === 1 });
    from = at;
  }
  return segments;
}

/** Marks the characters whose initials or full pinyin spell the letters from a word's start (jzj → 奖助金). */
function markPinyin(folded: Folded, letters: string, marked: Uint8Array): void {
  const { full, initials } = pinyinOf(folded.source);
  // pinyinOf walks the same code points: one syllable (or letter) per character, which starts at starts[index].
  const starts: number[] = [];
  for (let at = 0; at < folded.text.length; at += unitsAt(folded.text, at)) starts.push(at);
  if (full.length !== starts.length) return;
  starts.push(folded.text.length);
  const wordsStartAt = wordStarts(folded.source);
  const spell = (pieces: string[]) => {
    const joined = pieces.join('');
    // Spelt from a word's start, as the search matches them (else anywhere: a title indexed before that rule).
    const at =
      wordsStartAt
        .map((start) => pieces.slice(0, start).join('').length)
        .find((from) => joined.startsWith(letters, from)) ?? joined.indexOf(letters);
    if (at < 0) return false;
    let offset = 0;
    pieces.forEach((piece, index) => {
      if (piece && offset < at + letters.length && offset + piece.length > at) {
        marked.fill(1, starts[index], starts[index + 1]);
      }
      offset += piece.length;
    });
    return true;
  };
  if (!spell(initials)) spell(full);
}

/** A title in pieces, the matched ones marked (by the keyword's words, else by its pinyin). */
export function highlightTitle(title: string, marks: readonly string[], letters: string | null): TextSegment[] {
  const folded = foldText(title);
  const end = folded.text.length;
  const marked = markWords(folded, marks, 0, end);
  if (letters && !marked.includes(1)) markPinyin(folded, letters, marked);
  return toSegments(folded, marked, 0, end);
}

/**
 * How much of a body a snippet is looked for in: its indexed part (a body matches by the words found there) and a
 * snippet more. The search reads no more of it (search.repository.ts), plus one character to know there is more.
 */
export const SNIPPET_SOURCE_CHARS = BODY_INDEX_CHARS + SNIPPET_CHARS;

/**
 * A short passage of a body around its first match (or its beginning), the matched pieces marked. It stays within
 * the line of the body it starts in: a body keeps a record's fields on lines of their own (search.sources.ts).
 */
export function snippet(body: string, marks: readonly string[]): TextSegment[] {
  const cut = body.slice(0, SNIPPET_SOURCE_CHARS);
  // A cut between the two halves of a character outside the BMP leaves half of it: drop it.
  const source = /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  if (!source) return [];
  const folded = foldText(source);
  const { text } = folded;
  const match = Math.max(0, firstMatch(folded, marks));
  const lineStart = match === 0 ? 0 : text.lastIndexOf('\n', match - 1) + 1;
  const lineEnd = text.indexOf('\n', match);
  const last = lineEnd === -1 ? text.length : lineEnd;
  // Counted in characters (code points), walked in units.
  const start = Math.max(lineStart, back(text, match, SNIPPET_LEAD));
  const end = Math.min(last, forward(text, start, SNIPPET_CHARS));
  const segments = toSegments(folded, markWords(folded, marks, start, end), start, end);
  if (start > lineStart) segments.unshift({ text: '…', hit: false });
  if (end < last || (lineEnd === -1 && body.length > cut.length)) segments.push({ text: '…', hit: false });
  return segments;
}

/** Passages of a body for an answer: sentences that hold the most of the words, in their order, up to `max`. */
export function passages(body: string, words: readonly string[], max: number, maxChars = 240): string[] {
  const sentences = body
    .split(/(?<=[。！？；\n])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const scored = sentences.map((sentence, index) => {
    const normalized = normalize(sentence);
    return { sentence, index, score: words.filter((word) => normalized.includes(word)).length };
  });
  const best = scored
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map((item) => [...item.sentence].slice(0, maxChars).join(''));
  if (best.length) return best;
  const lead = [...body].slice(0, maxChars).join('');
  return lead ? [lead] : [];
}
