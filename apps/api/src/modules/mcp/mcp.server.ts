import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  aiQuestionSchema,
  APPROVAL_STATUS,
  APPROVAL_TYPES,
  approvalApi,
  noticeApi,
  PAGE_SIZE_MAX,
  SEARCH_MAX_LENGTH,
  serviceHallApi,
  taskCenterApi,
  TASK_TYPES,
  type App,
  type Endpoint,
  type PageTransport,
  type SearchKind,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { viewerOf } from '../../lib/viewer';
import { search } from '@yizhan/search';
import type { AiSearchService } from '../ai-search';
import { askerOf } from '../ai-search';

/** What one MCP request may use: the caller's request (unit and session) and the API called in-process as them. */
export interface McpContext {
  db: Db;
  request: ApiRequest;
  /** The contract endpoints, called as the caller (ADR 017): the site's own validation and filtering. */
  api: PageTransport;
  aiSearch: AiSearchService;
  /** The portal's origin as the caller reached it, to make links absolute. */
  origin: string;
}

/** A tool's refusal, told to the client as a tool error (isError) in Chinese. */
class ToolFailure extends Error {}

const keyword = z
  .string()
  .trim()
  .min(1, '请输入关键词')
  .max(SEARCH_MAX_LENGTH, `关键词不能超过 ${SEARCH_MAX_LENGTH} 个字`);
const page = z.number().int().min(1).max(10_000).default(1).describe('页码，从 1 开始');
const pageSize = z.number().int().min(1).max(PAGE_SIZE_MAX).default(10).describe(`每页条数，最多 ${PAGE_SIZE_MAX}`);

/** A tool answer: the JSON as text (for any client) and as structured content (for clients that read it). */
const result = (data: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(data) }],
  structuredContent: data,
});

const failed = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });

/** Runs a tool body, turning refusals (a guest, a bad id) into tool errors instead of protocol errors. */
const guarded =
  <A>(body: (args: A) => Promise<CallToolResult>) =>
  async (args: A): Promise<CallToolResult> => {
    try {
      return await body(args);
    } catch (error) {
      if (error instanceof ToolFailure) return failed(error.message);
      throw error;
    }
  };

/** Builds the MCP server of one request: its tools and resources answer for the caller, within their unit. */
export function buildMcpServer(context: McpContext): McpServer {
  const { request, api, origin } = context;
  const viewer = viewerOf(request.session);
  const signedIn = viewer.uid !== null;
  const absolute = (path: string) => (/^https?:\/\//.test(path) || !path.startsWith('/') ? path : `${origin}${path}`);

  /** The data of an in-process call, or a ToolFailure with the site's own message. */
  async function call<D>(endpoint: Endpoint, input: { query?: Record<string, unknown>; body?: unknown }): Promise<D> {
    const { envelope } = await api.call(endpoint, input);
    if (!envelope?.success) throw new ToolFailure(envelope?.msg ?? '调用失败，请稍后再试');
    return envelope.data as D;
  }

  /** One kind of the site search for the caller (no search history written: a tool is not a person typing). */
  async function searchKind(kind: SearchKind, args: { keyword: string; page: number; pageSize: number }) {
    const found = await search(context.db, request.unit.fid, viewer, { kind, ...args }, { log: request.log });
    const group = found.groups.find((item) => item.kind === kind);
    return { total: group?.total ?? 0, list: group?.list ?? [] };
  }

  const server = new McpServer(
    { name: `yizhan-${request.unit.fid}`, title: `${request.unit.name}一站式服务`, version: '1.0.0' },
    {
      instructions:
        `这是「${request.unit.name}」一站式服务门户的 MCP 接口。可以搜索服务、通知公告、新闻与审批，查看办事指南，` +
        '并用 ai_search 从门户内容中回答问题（答案以 [n] 标注出处）。结果只包含调用者可以看到的内容；' +
        (signedIn
          ? '当前以登录用户身份访问。'
          : '当前以游客身份访问，登录后（会话 Cookie 或 Bearer 令牌）可看到更多。'),
    },
  );

  server.registerTool(
    'search_apps',
    {
      title: '搜索服务',
      description:
        '按关键词搜索服务大厅的服务（kind=system 时搜索业务系统），返回 appId、名称、电脑端与移动端地址、办理部门及总数',
      inputSchema: {
        keyword: keyword.optional(),
        kind: z.enum(['service', 'system']).default('service'),
        page,
        pageSize,
      },
      outputSchema: {
        records: z.array(
          z.object({
            appId: z.string(),
            name: z.string(),
            pcUrl: z.string(),
            mobileUrl: z.string(),
            deptName: z.string(),
          }),
        ),
        total: z.number().int(),
      },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ keyword: text, kind, page: pageNo, pageSize: size }) => {
      const endpoint = kind === 'system' ? serviceHallApi.businessList : serviceHallApi.serviceList;
      const found = await call<{ list: App[]; total: number }>(endpoint, {
        body: { ...(text ? { keyword: text } : {}), page: pageNo, pageSize: size },
      });
      const records = found.list.map((app) => ({
        appId: app.appId,
        name: app.name,
        pcUrl: app.pcUrl || absolute(`/service-hall/details/${app.appId}`),
        mobileUrl: app.mobileUrl || absolute(`/mobile/service-guide/${app.appId}`),
        deptName: app.deptName,
      }));
      return result({ records, total: found.total });
    }),
  );

  server.registerTool(
    'get_service_guide',
    {
      title: '办事指南',
      description: '一项服务的办事指南：受理条件、所需材料、办理流程、地点、时间、收费与常见问题',
      inputSchema: { appId: z.string().regex(/^\d{1,10}$/, 'appId 必须是数字编号') },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ appId }) => {
      const guide = await call<Record<string, unknown>>(serviceHallApi.guide, { query: { appId } });
      return result({
        ...guide,
        pcUrl: absolute(`/service-hall/details/${appId}`),
        mobileUrl: absolute(`/mobile/service-guide/${appId}`),
      });
    }),
  );

  const hitList = z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      snippet: z.string(),
      source: z.string(),
      date: z.string(),
      url: z.string(),
    }),
  );
  const hitsOf = (list: Awaited<ReturnType<typeof searchKind>>['list']) =>
    list.map((hit) => ({
      id: hit.id,
      title: hit.title,
      snippet: hit.snippetSegments.map((segment) => segment.text).join(''),
      source: hit.source,
      date: hit.date,
      url: absolute(hit.url),
    }));

  server.registerTool(
    'search_notices',
    {
      title: '搜索通知公告',
      description: '按关键词搜索发给调用者的通知公告（需登录；游客没有通知）',
      inputSchema: { keyword, page, pageSize },
      outputSchema: { records: hitList, total: z.number().int() },
      annotations: { readOnlyHint: true },
    },
    guarded(async (args) => {
      if (!signedIn) throw new ToolFailure('通知公告只发给登录用户：请以登录身份（会话 Cookie 或 Bearer 令牌）调用');
      const found = await searchKind('notice', args);
      return result({ records: hitsOf(found.list), total: found.total });
    }),
  );

  server.registerTool(
    'search_news',
    {
      title: '搜索新闻',
      description: '按关键词搜索门户新闻，返回标题、摘要、来源、日期与链接',
      inputSchema: { keyword, page, pageSize },
      outputSchema: { records: hitList, total: z.number().int() },
      annotations: { readOnlyHint: true },
    },
    guarded(async (args) => {
      const found = await searchKind('news', args);
      return result({ records: hitsOf(found.list), total: found.total });
    }),
  );

  server.registerTool(
    'search_approvals',
    {
      title: '搜索审批',
      description:
        '调用者的审批事项（需登录）：aprvType 1 待我审批、2 我已审批、3 抄送我的、4 我发起的；aprvStatusType 1 审批中、2 已通过、3 已驳回、4 已撤回；keyword 在本页标题与表单名中筛选',
      inputSchema: {
        aprvType: z.number().int().min(1).max(4).default(1),
        aprvStatusType: z.number().int().min(1).max(4).optional(),
        keyword: keyword.optional(),
        page,
        pageSize,
      },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ keyword: text, ...body }) => {
      if (!signedIn) throw new ToolFailure('审批事项需要登录：请以登录身份（会话 Cookie 或 Bearer 令牌）调用');
      const found = await call<{ list: { title: string; formName: string }[]; total: number }>(approvalApi.list, {
        body,
      });
      const records = text
        ? found.list.filter((item) => item.title.includes(text) || item.formName.includes(text))
        : found.list;
      return result({ records, total: text ? records.length : found.total });
    }),
  );

  server.registerTool(
    'ai_search',
    {
      title: '智能搜索',
      description:
        '用门户自己的内容（办事指南、新闻、通知公告）回答一个中文问题；答案中的 [n] 对应 citations 中编号为 n 的来源',
      inputSchema: { question: aiQuestionSchema },
      annotations: { readOnlyHint: true },
    },
    guarded(async ({ question }) => {
      if (!(await context.aiSearch.enabled(request.unit.fid))) throw new ToolFailure('本单位未开启智能搜索');
      const answer = await context.aiSearch.answer(question, askerOf(request));
      return result({
        ...answer,
        citations: answer.citations.map((citation) => ({
          ...citation,
          url: absolute(citation.url),
          mobileUrl: absolute(citation.mobileUrl),
        })),
      });
    }),
  );

  // Only a signed-in caller has tasks: a guest is not offered the tool at all.
  if (signedIn) {
    server.registerTool(
      'list_my_tasks',
      {
        title: '我的任务',
        description: `调用者任务中心的任务：taskType ${TASK_TYPES.map((type) => `${type.taskType} ${type.name}`).join('、')}；待办按截止时间先后`,
        inputSchema: { taskType: z.number().int().min(1).max(4).default(1), page, pageSize },
        annotations: { readOnlyHint: true },
      },
      guarded(async (body) => {
        const found = await call<{ list: { id: number }[]; total: number }>(taskCenterApi.list, { body });
        // A task opens through the portal's leave-the-portal page, as on the site.
        const records = found.list.map((task) => ({ ...task, url: absolute(`/to-task?id=${task.id}`) }));
        return result({ records, total: found.total });
      }),
    );
  }

  registerProfiles(server, context, call, signedIn);
  return server;
}

type Call = <D>(endpoint: Endpoint, input: { query?: Record<string, unknown>; body?: unknown }) => Promise<D>;

/** The three profiles: what the service hall, the notices and the approvals hold for the caller. */
function registerProfiles(server: McpServer, { request }: McpContext, call: Call, signedIn: boolean) {
  const json = (uri: URL, data: unknown) => ({
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(data) }],
  });
  server.registerResource(
    'servicehall_profile',
    'servicehall://profile',
    {
      title: '服务大厅概况',
      description: '服务分类、业务系统分类与办理部门（含调用者可见的数量）',
      mimeType: 'application/json',
    },
    async (uri) => {
      const [serviceTypes, systemTypes, departments] = await Promise.all([
        call(serviceHallApi.allTypes, { query: { attributeType: 1 } }),
        call(serviceHallApi.allTypes, { query: { attributeType: 2 } }),
        call(serviceHallApi.departments, {}),
      ]);
      return json(uri, { unitName: request.unit.name, serviceTypes, systemTypes, departments });
    },
  );
  server.registerResource(
    'notice_profile',
    'notice://profile',
    { title: '通知公告概况', description: '通知类型与调用者的条数、未读数（游客为空）', mimeType: 'application/json' },
    async (uri) => {
      const types = signedIn ? await call(noticeApi.types, {}) : [];
      return json(uri, { unitName: request.unit.name, signedIn, types });
    },
  );
  server.registerResource(
    'approval_profile',
    'approval://profile',
    {
      title: '审批概况',
      description: '审批类型与状态的编号，以及调用者各类审批的条数（游客为空）',
      mimeType: 'application/json',
    },
    async (uri) => {
      const counts = signedIn ? await call(approvalApi.counts, {}) : [];
      return json(uri, {
        unitName: request.unit.name,
        signedIn,
        types: APPROVAL_TYPES,
        statuses: APPROVAL_STATUS,
        counts,
      });
    },
  );
}
