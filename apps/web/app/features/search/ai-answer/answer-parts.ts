import type { AiCitation } from '@yizhan/contracts';

/** A piece of an answer: plain text, or a 「[n]」 mark that names one of its sources. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; n: number };

/**
 * An answer's text cut into text and citation marks. A mark naming no given source stays text: a link must lead
 * somewhere.
 */
export function answerParts(text: string, citations: readonly Pick<AiCitation, 'n'>[]): AnswerPart[] {
  const known = new Set(citations.map((citation) => citation.n));
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[(\d{1,3})\]/g)) {
    const n = Number(match[1]);
    if (!known.has(n)) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'cite', n });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
