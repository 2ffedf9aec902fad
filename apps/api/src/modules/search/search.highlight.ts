import type { TextSegment } from '@yizhan/contracts';
import { normalize, pinyinOf } from './search.text';

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

/** Which characters of a text the words cover (case and width folded, per character). */
function markWords(chars: string[], words: readonly string[]): boolean[] {
  const folded = chars.map((char) => normalize(char));
  const marked = chars.map(() => false);
  for (const word of words) {
    const target = [...word];
    if (target.length === 0) continue;
    for (let start = 0; start + target.length <= folded.length; start += 1) {
      if (target.every((char, offset) => folded[start + offset] === char)) {
        for (let offset = 0; offset < target.length; offset += 1) marked[start + offset] = true;
      }
    }
  }
  return marked;
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

/** A short passage of a body around its first match (or its beginning), the matched pieces marked. */
export function snippet(body: string, marks: readonly string[]): TextSegment[] {
  const chars = [...body];
  if (chars.length === 0) return [];
  const marked = markWords(chars, marks);
  const first = marked.indexOf(true);
  const start = first > SNIPPET_LEAD ? first - SNIPPET_LEAD : 0;
  const end = Math.min(chars.length, start + SNIPPET_CHARS);
  const segments = toSegments(chars.slice(start, end), marked.slice(start, end));
  if (start > 0) segments.unshift({ text: '…', hit: false });
  if (end < chars.length) segments.push({ text: '…', hit: false });
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
