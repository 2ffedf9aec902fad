import type { FastifyInstance, FastifyReply } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../lib/memo-cache';
import { aiSearchService } from '../ai-search';
import { buildMcpServer } from './mcp.server';
import { localiseErrors } from './mcp.errors';

/** The MCP endpoint's path (the live hall's). */
export const MCP_PATH = '/homepage/mcp/stream';

/** Hands the reply's already-set headers (security headers of the hooks) to the raw response Fastify lets go of. */
function hijack(reply: FastifyReply) {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.setHeader('cache-control', 'no-store');
}

/**
 * The MCP endpoint (issue 12 item 6, ADR 037): Streamable HTTP in stateless mode — every POST gets a fresh server
 * and transport bound to the caller, whose identity is the request's own (session cookie or Bearer token, resolved
 * by the auth plugin like any API call), never a tool argument. Unit, rate limits and cross-site refusal apply as
 * to every `/homepage` call. GET (a server-to-client stream) and DELETE (ending a session) have nothing to serve
 * without sessions: 405, as the transport specification allows.
 */
export async function mcpRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const aiSearch = aiSearchService({ db, cache, log: app.log });

  app.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const server = buildMcpServer({
      db,
      request,
      api: app.pageTransport(request),
      aiSearch,
      origin: `${request.protocol}://${request.host}`,
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    localiseErrors(transport);
    hijack(reply);
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  const notAllowed = async (_request: unknown, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({
        jsonrpc: '2.0',
        error: { code: -32000, message: '不支持该方法：本接口为无状态模式，请使用 POST' },
        id: null,
      });
  app.get(MCP_PATH, { schema: { hide: true } }, notAllowed);
  app.delete(MCP_PATH, { schema: { hide: true } }, notAllowed);
}
