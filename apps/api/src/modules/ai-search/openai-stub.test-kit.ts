import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub behaves on its next requests. */
export type StubMode = 'stream' | 'json' | 'fail' | 'hang' | 'unknown' | 'bad-marks';

/** One request the stub received. */
export interface StubRequest {
  authorization: string;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

/**
 * A small OpenAI-compatible server for tests (node:http): POST /v1/chat/completions answers from the first source
 * of the user's message — 「<title>」… [1] — streamed as server-sent events or as one JSON answer, or fails, hangs,
 * says it does not know, or cites a source it was never given.
 */
export async function startOpenAiStub() {
  const requests: StubRequest[] = [];
  let mode: StubMode = 'stream';
  const hanging = new Set<IncomingMessage>();

  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as StubRequest['body'];
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = await readBody(request);
      requests.push({ authorization: request.headers.authorization ?? '', body });
      const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
      const title = /\[1\] 标题：(.+)/.exec(user)?.[1] ?? '';
      const answer =
        mode === 'unknown'
          ? '不知道'
          : mode === 'bad-marks'
            ? `「${title}」可以在线办理 [1]，另见 [9]。`
            : `根据资料，「${title}」可以在线申请办理 [1]。请按办事指南准备材料 [1]。`;
      if (mode === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      if (mode === 'hang') {
        hanging.add(request);
        return;
      }
      if (mode === 'json' || !body.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: answer } }] }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = answer.match(/.{1,6}/gsu) ?? [];
      for (const piece of pieces) {
        response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base address a unit configures (`…/v1`). */
    endpoint: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (next: StubMode) => {
      mode = next;
    },
    close: async () => {
      for (const request of hanging) request.socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OpenAiStub = Awaited<ReturnType<typeof startOpenAiStub>>;
