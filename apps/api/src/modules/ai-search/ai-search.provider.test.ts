import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askModel, completionsUrl, ProviderError } from './ai-search.provider';
import { startOpenAiStub, type OpenAiStub } from './openai-stub.test-kit';

const KEY = 'sk-unit-7f3a-secret';
const messages = [
  { role: 'system' as const, content: '只根据资料回答' },
  { role: 'user' as const, content: '资料：\n[1] 标题：学生证补办\n\n问题：学生证丢了怎么补办' },
];
let stub: OpenAiStub;

beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(async () => {
  await stub.close();
});

/** The error a failing call throws (asserting it is a ProviderError). */
async function failure(settings: Parameters<typeof askModel>[0]): Promise<ProviderError> {
  const error = await askModel(settings, messages).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the OpenAI-compatible client', () => {
  it('builds the completions address from an http(s) base, refusing other schemes and credentials in it', () => {
    expect(completionsUrl('https://llm.example.edu.cn/v1/').href).toBe(
      'https://llm.example.edu.cn/v1/chat/completions',
    );
    for (const bad of ['ftp://llm.example/v1', 'https://user:pass@llm.example/v1', 'not a url', '']) {
      expect(() => completionsUrl(bad), bad).toThrow('模型服务地址无效');
    }
  });

  it('hands streamed pieces over as they come and returns the whole text', async () => {
    stub.setMode('stream');
    const pieces: string[] = [];
    const text = await askModel({ endpoint: stub.endpoint, model: 'm', apiKey: KEY, timeoutMs: 5_000 }, messages, {
      onDelta: (piece) => pieces.push(piece),
    });
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('').trim()).toBe(text);
    expect(text).toContain('「学生证补办」');
  });

  it('fails in Chinese without the key: a bad status, a timeout, an unreachable server', async () => {
    stub.setMode('fail');
    const settings = { endpoint: stub.endpoint, model: 'm', apiKey: KEY, timeoutMs: 300 };
    const failed = await failure(settings);
    expect(failed.message).toBe('模型服务返回 HTTP 500');
    stub.setMode('hang');
    expect((await failure(settings)).message).toBe('模型服务响应超时');
    const unreachable = await failure({ ...settings, endpoint: 'http://127.0.0.1:9/v1' });
    expect(unreachable.message).toBe('无法连接模型服务');
    for (const error of [failed, unreachable]) {
      expect(`${error.message} ${String(error.stack)}`).not.toContain(KEY);
    }
  });
});
