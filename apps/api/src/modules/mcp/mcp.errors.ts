import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * The SDK words its protocol errors in English and echoes what the caller sent (`Resource file:///etc/passwd not
 * found`). A caller of the portal reads Chinese, and a refused input is never echoed (issue 35): each error gets a
 * fixed Chinese message chosen by its JSON-RPC code (and, for the SDK's generic codes, by what kind of refusal its
 * English names), and loses its `data`.
 */
export function chineseMessage(code: number, raw: string): string {
  // McpError prefixes its message so: `MCP error -32602: Resource … not found`.
  const message = raw.replace(/^MCP error -?\d+: /, '');
  switch (code) {
    case -32700:
      return '请求不是合法的 JSON-RPC 消息';
    case -32600:
      return '请求格式不正确';
    case -32601:
      return '不支持该方法';
    case -32602:
      if (/^Resource\b.*\bnot found$/.test(message)) return '资源不存在';
      if (/^Resource template\b/.test(message)) return '资源模板不存在';
      if (/^Tool\b.*\b(not found|disabled)$/.test(message)) return '工具不存在';
      if (/^Prompt\b/.test(message)) return '提示词不存在';
      return '参数不正确，请对照说明填写';
    case -32603:
      return '服务器内部错误，请稍后再试';
    case -32001:
      return '会话不存在';
    default:
      if (message.startsWith('Not Acceptable')) return '请求头 Accept 须同时接受 application/json 与 text/event-stream';
      if (message.startsWith('Unsupported Media Type')) return '请求体须为 JSON（Content-Type: application/json）';
      if (message.startsWith('Payload Too Large') || /too large/i.test(message)) return '请求体过大';
      return '请求无法处理，请稍后再试';
  }
}

type ErrorFields = { code: number; message: string; data?: unknown };

const localised = ({ code, message }: ErrorFields): ErrorFields => ({ code, message: chineseMessage(code, message) });

/**
 * The text of a failed tool call: the SDK answers an unknown tool or bad arguments as a tool result with its
 * English McpError text, and any unexpected throw in a tool as its message. Our own refusals are Chinese already.
 */
function toolErrorText(text: string): string {
  const mcp = /^MCP error (-?\d+): /.exec(text);
  if (mcp) return chineseMessage(Number(mcp[1]), text);
  return /\p{Script=Han}/u.test(text) ? text : '工具执行失败，请稍后再试';
}

type ToolResult = { isError?: boolean; content?: { type: string; text?: string }[] };

/** A message on its way out with its error, or its failed tool result, made Chinese and echo-free. */
function localiseMessage(message: JSONRPCMessage): JSONRPCMessage {
  if ('error' in message) return { ...message, error: localised(message.error) };
  const result = 'result' in message ? (message.result as ToolResult) : undefined;
  if (!result?.isError || !Array.isArray(result.content)) return message;
  const content = result.content.map((part) =>
    part.type === 'text' && typeof part.text === 'string' ? { ...part, text: toolErrorText(part.text) } : part,
  );
  return { ...message, result: { ...result, content } } as JSONRPCMessage;
}

/**
 * Makes every error the transport answers Chinese and echo-free: the JSON-RPC error responses of the server
 * (thrown by its request handlers) and failed tool results as they are sent, and the transport's own HTTP-level refusals (a wrong Accept,
 * a message that is not JSON-RPC), which it builds in its inner web-standard transport. The latter is an SDK
 * internal: mcp.test.ts checks both paths, so an SDK update that moves it fails there, not in production.
 */
export function localiseErrors(transport: StreamableHTTPServerTransport): void {
  const send = transport.send.bind(transport);
  transport.send = (message: JSONRPCMessage, options) => send(localiseMessage(message), options);

  const inner = (transport as unknown as { _webStandardTransport?: Record<string, unknown> })._webStandardTransport;
  const build = inner?.createJsonErrorResponse;
  if (inner && typeof build === 'function') {
    inner.createJsonErrorResponse = (status: number, code: number, message: string) =>
      build.call(inner, status, code, chineseMessage(code, message));
  }
}
