import type { TextSegment } from '@yizhan/contracts';
import { BODY_INDEX_CHARS, normalize, pinyinOf } from './search.text';

/** Characters of a snippet around its first match. */
export const SNIPPET_CHARS = 80;
/** Characters of a snippet shown before its first match. */
const SNIPPET_LEAD = 20;

/** Marks per character (code points) to pieces of text, runs merged. */
function toSegments(chars: string[], marked: boolean[]): TextSegment[] {
  const segments: TextSegment[] = [];
  chars.forEach((char, index) => {
    const hit = marked[index] ?? false;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += char;
    else segments.push({ text: char, hit });
  });
  return segments;
}

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

/** The words as characters to compare with folded text (empty ones dropped). */
const targetsOf = (words: readonly string[]) => words.map((word) => [...word]).filter((chars) => chars.length > 0);

const matchesAt = (folded: string[], target: string[], start: number) =>
  start + target.length <= folded.length && target.every((char, offset) => folded[start + offset] === char);

/** Which of the folded characters the words cover. */
function markFolded(folded: string[], words: readonly string[]): boolean[] {
  const marked = folded.map(() => false);
  for (const target of targetsOf(words)) {
    for (let start = 0; start + target.length <= folded.length; start += 1) {
      if (matchesAt(folded, target, start)) marked.fill(true, start, start + target.length);
    }
  }
  return marked;
}

/** Which characters of a text the words cover (case and width folded, per character). */
const markWords = (chars: string[], words: readonly string[]) => markFolded(chars.map(fold), words);

/** Where the first of the words begins among the folded characters, or -1. */
function firstMatch(folded: string[], words: readonly string[]): number {
  const targets = targetsOf(words);
  for (let start = 0; start < folded.length; start += 1) {
    if (targets.some((target) => matchesAt(folded, target, start))) return start;
  }
  return -1;
}

/** Marks the characters whose initials or full pinyin spell the letters (jzj → 奖助金). */
function markPinyin(chars: string[], letters: string, marked: boolean[]): void {
  const { full, initials } = pinyinOf(chars.join(''));
  // pinyinOf walks the same code points: one syllable (or letter) per character.
  if (full.length !== chars.length) return;
  const spell = (pieces: string[]) => {
    const joined = pieces.join('');
    const at = joined.indexOf(letters);
    if (at < 0) return false;
    let offset = 0;
    pieces.forEach((piece, index) => {
      if (piece && offset < at + letters.length && offset + piece.length > at) marked[index] = true;
      offset += piece.length;
    });
    return true;
  };
  if (!spell(initials)) spell(full);
}

/** A title in pieces, the matched ones marked (by the keyword's words, else by its pinyin). */
export function highlightTitle(title: string, marks: readonly string[], letters: string | null): TextSegment[] {
  const chars = [...title];
  const marked = markWords(chars, marks);
  if (letters && !marked.some(Boolean)) markPinyin(chars, letters, marked);
  return toSegments(chars, marked);
}

/**
 * How much of a body a snippet is looked for in: its indexed part (a body matches by the words found there) and a
 * snippet more. The search reads no more of it (search.repository.ts), plus one character to know there is more.
 */
export const SNIPPET_SOURCE_CHARS = BODY_INDEX_CHARS + SNIPPET_CHARS;

/** A short passage of a body around its first match (or its beginning), the matched pieces marked. */
export function snippet(body: string, marks: readonly string[]): TextSegment[] {
  const cut = body.slice(0, SNIPPET_SOURCE_CHARS);
  const chars = [...cut];
  // A cut between the two halves of a character outside the BMP leaves half of it: drop it.
  if (/[\uD800-\uDBFF]$/.test(cut)) chars.pop();
  if (chars.length === 0) return [];
  const folded = chars.map(fold);
  const first = firstMatch(folded, marks);
  const start = first > SNIPPET_LEAD ? first - SNIPPET_LEAD : 0;
  const end = Math.min(chars.length, start + SNIPPET_CHARS);
  // Marked as in the whole text: a word cut by the window's edge is marked as far as it shows.
  const reach = Math.max(0, ...marks.map((word) => [...word].length - 1));
  const [from, to] = [Math.max(0, start - reach), Math.min(folded.length, end + reach)];
  const marked = markFolded(folded.slice(from, to), marks).slice(start - from, end - from);
  const segments = toSegments(chars.slice(start, end), marked);
  if (start > 0) segments.unshift({ text: '…', hit: false });
  if (end < chars.length || body.length > cut.length) segments.push({ text: '…', hit: false });
  return segments;
}

/** Passages of a body for an answer: sentences that hold the most of the words, in their order, up to `max`. */
export function passages(body: string, words: readonly string[], max: number, maxChars = 240): string[] {
  const sentences = body
    .split(/(?<=[。！？；\n])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    score: words.filter((word) => normalize(sentence).includes(word)).length,
  }));
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
