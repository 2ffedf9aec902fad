// The client of an OpenAI-compatible chat API (ADR 037): POST {endpoint}/chat/completions, streamed when the
// provider streams (server-sent events of `choices[0].delta.content`), a whole JSON answer otherwise. The key goes
// only into the Authorization header of that request: no error message, log line or response ever holds it.

/** Where a unit's model lives and how long it may take. */
export interface ProviderSettings {
  endpoint: string;
  model: string;
  apiKey: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A model that could not answer: the message says why in Chinese, without the address's secrets or the key. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** Longest answer read from a model (characters): a runaway model cannot fill the server's memory. */
const MAX_ANSWER_CHARS = 4_000;

/** The completions address of an endpoint; only http(s), no credentials in the address. */
export function completionsUrl(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ProviderError('模型服务地址无效');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new ProviderError('模型服务地址无效');
  }
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  url.search = '';
  url.hash = '';
  return url;
}

type Chunk = { choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[] };

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads a server-sent event stream of chat completion chunks, handing each piece of text to `onDelta`. */
async function readStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void): Promise<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let answer = '';
  const handle = (block: string): boolean => {
    const data = block
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (!data) return false;
    if (data === '[DONE]') return true;
    let chunk: Chunk;
    try {
      chunk = JSON.parse(data) as Chunk;
    } catch {
      throw new ProviderError('模型服务返回的数据无法解析');
    }
    const piece = textOf(chunk.choices?.[0]?.delta?.content).slice(0, MAX_ANSWER_CHARS - answer.length);
    if (piece) {
      answer += piece;
      onDelta(piece);
    }
    return answer.length >= MAX_ANSWER_CHARS;
  };
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) if (handle(block)) return answer;
  }
  handle(buffer + decoder.decode());
  return answer;
}

/**
 * Asks the model and returns its whole text; with a streaming provider each piece reaches `onDelta` as it arrives.
 * Fails with a ProviderError on a bad status, a malformed answer, `signal` or the settings' timeout.
 */
export async function askModel(
  settings: ProviderSettings,
  messages: ChatMessage[],
  { onDelta = () => {}, signal }: { onDelta?: (text: string) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const url = completionsUrl(settings.endpoint);
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'error',
      signal: abort,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/json',
        authorization: `Bearer ${settings.apiKey}`,
      },
      body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0.2 }),
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderError(`模型服务返回 HTTP ${response.status}`);
    }
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/event-stream')) return (await readStream(response.body, onDelta)).trim();
    const json = (await response.json().catch(() => null)) as Chunk | null;
    const text = textOf(json?.choices?.[0]?.message?.content).slice(0, MAX_ANSWER_CHARS).trim();
    if (!text) throw new ProviderError('模型服务没有给出回答');
    onDelta(text);
    return text;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (timeout.aborted) throw new ProviderError('模型服务响应超时', { cause: error });
    if (signal?.aborted) throw new ProviderError('提问已取消', { cause: error });
    // fetch's own errors name the address (with its query) at most, never the headers: keep only their kind.
    throw new ProviderError('无法连接模型服务', { cause: error });
  }
}
