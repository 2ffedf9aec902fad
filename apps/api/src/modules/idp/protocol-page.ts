import type { FastifyReply } from 'fastify';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The few pages the sign-in protocols show a person directly (a system that is not registered, a unit that is no
 * identity provider, a request the OpenID provider refuses): plain, self-contained Chinese HTML with the way back to
 * the portal; `note` is small print for the system's developer (a protocol error code).
 */
export const protocolHtml = (title: string, message: string, note = '') =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>` +
  `<p role="alert">${escapeHtml(message)}</p>${note ? `<p><small>${escapeHtml(note)}</small></p>` : ''}` +
  `<p><a href="/">返回门户首页</a></p></main></body></html>`;

export function protocolPage(reply: FastifyReply, status: number, title: string, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(protocolHtml(title, message));
}
