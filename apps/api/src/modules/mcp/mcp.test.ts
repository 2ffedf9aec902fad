import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { aiSearchApi, type AiAnswer, type App } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { MCP_PATH } from './mcp.routes';

const t = useTestApp();
const kit = serviceHallKit(t);
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

/**
 * fetch over node:http, which sends the Host header it is given (fetch replaces it with the address's): the test
 * server is reached on 127.0.0.1 as the unit's host name, as behind a proxy.
 */
async function hostFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  const body = typeof init?.body === 'string' ? init.body : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(headers.entries()),
        signal: init?.signal ?? undefined,
      },
      (incoming) => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string') responseHeaders.set(name, value);
        }
        const status = incoming.statusCode ?? 500;
        const stream = status === 204 || status === 202 ? null : (Readable.toWeb(incoming) as ReadableStream);
        resolve(new Response(stream, { status, headers: responseHeaders }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * The SDK's own client on the MCP endpoint of a unit (its host name sent as Host, as a proxy would), as a guest or
 * with a Bearer token or a session cookie.
 */
async function connect({ host = 'localhost', token, cookie }: { host?: string; token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { host };
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = `token=${cookie}`;
  const transport = new StreamableHTTPClientTransport(new URL(`${base}${MCP_PATH}`), {
    requestInit: { headers },
    fetch: hostFetch,
  });
  const client = new Client({ name: 'yizhan-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

type Structured<T> = { structuredContent?: T; isError?: boolean; content: { type: string; text?: string }[] };
async function tool<T>(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as Structured<T>;
}

describe('the MCP endpoint (Streamable HTTP, stateless)', () => {
  it('offers the live hall’s tools and resources and ours', async () => {
    const client = await connect();
    const tools = (await client.listTools()).tools.map((item) => item.name).sort();
    expect(tools).toEqual(
      ['ai_search', 'get_service_guide', 'search_approvals', 'search_apps', 'search_news', 'search_notices'].sort(),
    );
    const resources = (await client.listResources()).resources.map((item) => item.name).sort();
    expect(resources).toEqual(['approval_profile', 'notice_profile', 'servicehall_profile']);
    // A signed-in caller also has their tasks.
    const user = await connect({ token: await kit.login('2023001') });
    expect((await user.listTools()).tools.map((item) => item.name)).toContain('list_my_tasks');
    expect(client.getServerVersion()?.title).toBe('示范大学一站式服务');
  });

  it('search_apps answers records of appId, name, pcUrl, mobileUrl, deptName and the total — the hall’s own list', async () => {
    const client = await connect();
    const found = await tool<{ records: Record<string, string>[]; total: number }>(client, 'search_apps', {
      keyword: '证明',
      pageSize: 5,
    });
    const hall = await kit.services({ keyword: '证明', page: 1, pageSize: 5 });
    expect(found.structuredContent!.total).toBe(hall.total);
    expect(found.structuredContent!.records.map((record) => record.appId)).toEqual(hall.list.map((app) => app.appId));
    for (const record of found.structuredContent!.records) {
      expect(Object.keys(record).sort()).toEqual(['appId', 'deptName', 'mobileUrl', 'name', 'pcUrl']);
    }
    expect(JSON.parse(found.content[0]!.text!)).toEqual(found.structuredContent);
  });

  it('filters by who calls — a guest, a student by Bearer token, a teacher by session cookie — never by an argument', async () => {
    const student = await kit.login('2023001');
    const teacher = await kit.login('T1001');
    const studentSees = new Set((await kit.allServices(student)).map((app) => app.appId));
    const staffOnly = (await kit.allServices(teacher)).find((app) => !studentSees.has(app.appId)) as App;
    const names = async (client: Client) =>
      (
        await tool<{ records: { name: string }[] }>(client, 'search_apps', { keyword: staffOnly.name, pageSize: 50 })
      ).structuredContent!.records.map((record) => record.name);
    expect(await names(await connect({ cookie: teacher }))).toContain(staffOnly.name);
    expect(await names(await connect({ token: student }))).not.toContain(staffOnly.name);
    expect(await names(await connect())).not.toContain(staffOnly.name);
    // A tool has no argument that names a user: an extra one is ignored, the caller stays who they are.
    const guest = await connect();
    const sneaky = await tool<{ records: { name: string }[] }>(guest, 'search_apps', {
      keyword: staffOnly.name,
      uid: 1,
      userType: 'TEACHER',
    });
    expect((sneaky.structuredContent?.records ?? []).map((record) => record.name)).not.toContain(staffOnly.name);
    // Notices and approvals are a signed-in caller's own.
    const refused = await tool(guest, 'search_notices', { keyword: '通知' });
    expect(refused.isError).toBe(true);
    expect(refused.content[0]!.text).toMatch(/登录/);
    const approvals = await tool<{ total: number }>(await connect({ token: student }), 'search_approvals', {
      aprvType: 4,
    });
    expect(approvals.isError).toBeFalsy();
    expect(approvals.structuredContent!.total).toBeGreaterThanOrEqual(0);
    // Tasks are the caller's own: the tool lists what the task center lists for the same token.
    const tasks = await tool<{ records: { id: number; url: string }[]; total: number }>(
      await connect({ token: student }),
      'list_my_tasks',
      { taskType: 1, pageSize: 50 },
    );
    const site = (await kit.post('/homepage/taskCenter/getTaskCenterInfo', { taskType: 1, pageSize: 50 }, student)).body
      .data as { list: { id: number }[]; total: number };
    expect(tasks.structuredContent!.total).toBe(site.total);
    expect(tasks.structuredContent!.records.map((task) => task.id)).toEqual(site.list.map((task) => task.id));
    for (const task of tasks.structuredContent!.records) expect(task.url).toMatch(/\/to-task\?id=\d+$/);
  });

  it('answers within the unit of the host', async () => {
    const campus = await tool<{ total: number }>(await connect(), 'search_apps', { keyword: '在读证明' });
    expect(campus.structuredContent!.total).toBeGreaterThan(0);
    const gov = await tool<{ total: number }>(await connect({ host: 'gov.localhost' }), 'search_apps', {
      keyword: '在读证明',
    });
    expect(gov.structuredContent!.total).toBe(0);
  });

  it('ai_search gives 「学生证丢了怎么补办」 the same sources as the site’s AI search, with links', async () => {
    const student = await kit.login('2023001');
    const site = (
      await kit.get(`${aiSearchApi.search.path}?question=${encodeURIComponent('学生证丢了怎么补办')}`, student)
    ).body.data as AiAnswer;
    const viaMcp = await tool<AiAnswer>(await connect({ token: student }), 'ai_search', {
      question: '学生证丢了怎么补办',
    });
    const answer = viaMcp.structuredContent!;
    expect(answer.text).toBe(site.text);
    expect(answer.citations.map((citation) => [citation.n, citation.kind, citation.id, citation.title])).toEqual(
      site.citations.map((citation) => [citation.n, citation.kind, citation.id, citation.title]),
    );
    // Links are absolute, on the host the caller reached.
    expect(answer.citations[0]!.url).toBe(`http://localhost/service-hall/details/${site.citations[0]!.id}`);
    const guide = await tool<{ itemName: string; pcUrl: string }>(
      await connect({ token: student }),
      'get_service_guide',
      {
        appId: answer.citations[0]!.id,
      },
    );
    expect(guide.structuredContent!.itemName).toBe('学生证补办');
  });

  it('reads the three profiles for the caller', async () => {
    const client = await connect();
    const hall = await client.readResource({ uri: 'servicehall://profile' });
    const profile = JSON.parse(String((hall.contents[0] as { text: string }).text));
    expect(profile.unitName).toBe('示范大学');
    expect(profile.serviceTypes.length).toBeGreaterThan(0);
    const approval = JSON.parse(
      String(((await client.readResource({ uri: 'approval://profile' })).contents[0] as { text: string }).text),
    );
    expect(approval).toMatchObject({ signedIn: false, counts: [] });
  });

  it('answers a lone tools/call over plain HTTP (stateless: no session to open first)', async () => {
    const response = await hostFetch(`${base}${MCP_PATH}`, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'search_apps', arguments: { keyword: '证明', pageSize: 1 } },
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const body = (await response.json()) as { id: number; result: { structuredContent: { total: number } } };
    expect(body.id).toBe(7);
    expect(body.result.structuredContent.total).toBeGreaterThan(0);
  });

  it('answers protocol errors in Chinese without echoing the request (issue 35)', async () => {
    const rpc = async (body: unknown, accept = 'application/json, text/event-stream') => {
      const response = await hostFetch(`${base}${MCP_PATH}`, {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', accept },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    };
    const cases: [unknown, string][] = [
      [{ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'file:///etc/passwd' } }, '资源不存在'],
      [{ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: '<script>x', arguments: {} } }, '工具不存在'],
      [{ jsonrpc: '2.0', id: 3, method: 'no/such<b>', params: {} }, '不支持该方法'],
      [
        { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'search_apps', arguments: { page: 'x<i>' } } },
        '参数不正确',
      ],
      [{ hello: 'x<i>' }, '请求不是合法的 JSON-RPC 消息'],
    ];
    for (const [body, message] of cases) {
      const { text } = await rpc(body);
      // A protocol error, or (tools/call) a failed tool result.
      const { error, result } = JSON.parse(text) as {
        error?: { message: string; data?: unknown };
        result?: { isError: boolean; content: { text: string }[] };
      };
      expect(error?.message ?? result?.content[0]?.text, text).toContain(message);
      expect(error ? error.data : result?.isError).toBe(error ? undefined : true);
      expect(text).not.toMatch(/passwd|<script>|<b>|<i>|not found|[Ii]nvalid/);
    }
    const wrongAccept = await rpc({ jsonrpc: '2.0', id: 5, method: 'tools/list' }, 'text/plain');
    expect(wrongAccept.status).toBe(406);
    expect(JSON.parse(wrongAccept.text).error.message).toMatch(/^请求头 Accept/);
  });

  it('refuses GET and a cross-site browser POST', async () => {
    const get = await hostFetch(`${base}${MCP_PATH}`, { headers: { host: 'localhost', accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    const crossSite = await hostFetch(`${base}${MCP_PATH}`, {
      method: 'POST',
      headers: { host: 'localhost', origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(crossSite.status).toBe(403);
  });
});
