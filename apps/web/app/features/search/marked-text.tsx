import type { TextSegment } from '@yizhan/contracts';

/**
 * Highlighted text from the API (plain-text pieces, the matches marked): each piece is rendered as text and a
 * match as <mark>, so nothing in a title or body is ever read as HTML.
 */
export function MarkedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
