import { expect } from 'vitest';
import { aiSearchApi, type AiAnswer, type AiStreamEvent } from '@yizhan/contracts';
import type { TestApp } from '../../test/test-app';

/** Calls of the AI search tests, through app.inject (no socket). */
export function aiSearchKit(t: TestApp) {
  const headers = (token?: string, host = 'localhost', accept?: string) => ({
    host,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(accept ? { accept } : {}),
  });
  const url = (question: string) => `${aiSearchApi.search.path}?${new URLSearchParams({ question })}`;

  /** The raw response to a question (JSON unless `accept` asks otherwise). */
  const ask = (question: string, token?: string, host?: string, accept?: string) =>
    t.app.inject({ method: 'GET', url: url(question), headers: headers(token, host, accept) });

  /** The answer to a question, asserting a successful envelope. */
  async function answer(question: string, token?: string, host?: string): Promise<AiAnswer> {
    const response = await ask(question, token, host);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body, response.body).toMatchObject({ success: true, code: 200 });
    return body.data as AiAnswer;
  }

  /** The events of a streamed answer, in order, with the raw text of the stream. */
  async function stream(question: string, token?: string, host?: string) {
    const response = await ask(question, token, host, 'text/event-stream');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = response.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        return { event, data: JSON.parse(data ?? 'null') } as AiStreamEvent;
      });
    return { events, raw: response.body, headers: response.headers };
  }

  return { ask, answer, stream, url };
}
