import type { AiAnswer, AiCitation, AiStreamEvent } from '@yizhan/contracts';
import { importOnceMore } from '../../../shared/retry/import-once-more';

/** What a streamed answer tells its page before it is complete. */
export interface AiStreamHandlers {
  onSources?: (citations: AiCitation[], answeredBy: AiAnswer['answeredBy']) => void;
  onDelta?: (text: string) => void;
}

const FAILED = '智能搜索暂时无法回答，请稍后再试';

/** Splits the text of a server-sent event stream into whole events, and the unfinished rest. */
export function parseEvents(buffer: string): { events: AiStreamEvent[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events: AiStreamEvent[] = [];
  for (const block of blocks) {
    const event = /^event: ?(.*)$/m.exec(block)?.[1];
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (event && data) events.push({ event, data: JSON.parse(data) } as AiStreamEvent);
  }
  return { events, rest };
}

/**
 * Asks the AI search (ADR 037) as server-sent events: the sources and the pieces of text reach the handlers as they
 * come, and the promise gives the whole answer. A refusal (a bad question, too many questions, AI search off) comes
 * as the usual JSON envelope and is thrown with its Chinese message.
 */
export async function streamAiAnswer(
  question: string,
  handlers: AiStreamHandlers,
  signal?: AbortSignal,
): Promise<AiAnswer> {
  const { aiSearchApi } = await importOnceMore(() => import('@yizhan/contracts'));
  const response = await fetch(`${aiSearchApi.search.path}?${new URLSearchParams({ question })}`, {
    headers: { accept: 'text/event-stream' },
    credentials: 'same-origin',
    signal,
  });
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as {
      success?: boolean;
      msg?: string;
      data?: AiAnswer;
    } | null;
    if (envelope?.success && envelope.data) return envelope.data;
    throw new Error(envelope?.msg || FAILED);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const event of parsed.events) {
      if (event.event === 'sources') handlers.onSources?.(event.data.citations, event.data.answeredBy);
      else if (event.event === 'delta') handlers.onDelta?.(event.data.text);
      else if (event.event === 'failure') throw new Error(event.data.msg || FAILED);
      else {
        void reader.cancel();
        return event.data;
      }
    }
  }
  throw new Error(FAILED);
}
