import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CODE, defineEndpoint, MESSAGES, siteConfigApi, type Endpoint, type TransportResult } from '@yizhan/contracts';
import { useTestApp } from '../test/test-app';
import { BusinessError } from './envelope';
import { serve } from './serve';

const t = useTestApp();

/** An endpoint only signed-in users may call, declared on its contract and nowhere else. */
const membersOnly = defineEndpoint({
  method: 'POST',
  path: '/homepage/__pipeline/membersOnly',
  summary: '测试：仅登录用户',
  policy: { caller: 'user' },
  body: z.object({ name: z.string().min(1) }),
  data: z.object({ greeting: z.string() }),
});

/** Calls whose page or HTTP request carries this header are refused by the rule the test adds. */
const REFUSE = 'x-pipeline-test-refuse';
const REFUSAL = '测试规则拒绝了这次调用';

describe('one request pipeline for HTTP and server rendering (ADR 059)', () => {
  const seen: string[] = [];
  let nextCall: { endpoint: Endpoint; body?: unknown } = { endpoint: siteConfigApi.globalConfig };

  beforeAll(() => {
    serve(t.app, membersOnly, async ({ body }) => ({ greeting: `你好，${body.name}` }));
    // A page-like route: it makes one call through the in-process transport of its own request.
    t.app.get('/__pipeline-page', async (request) =>
      t.app.pageTransport(request).call(nextCall.endpoint, { body: nextCall.body }),
    );
    // The rule is added once, to the pipeline; nothing else is told about it.
    t.app.pipeline.use(
      {
        name: 'test-rule',
        run(call) {
          seen.push(`${call.served.endpoint.path} ${call.unit?.fid} ${call.session?.kind ?? 'none'}`);
          if (call.request?.headers[REFUSE]) throw new BusinessError(CODE.forbidden, REFUSAL, 403);
        },
      },
      { before: 'handler' },
    );
  });

  const overHttp = async (endpoint: Endpoint, headers: Record<string, string> = {}, body?: object) => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { host: 'localhost', ...headers },
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, envelope: response.json() as TransportResult['envelope'] };
  };

  const inProcess = async (endpoint: Endpoint, headers: Record<string, string> = {}, body?: object) => {
    nextCall = { endpoint, ...(body ? { body } : {}) };
    const response = await t.app.inject({
      method: 'GET',
      url: '/__pipeline-page',
      headers: { host: 'localhost', ...headers },
    });
    const { status, envelope } = response.json() as TransportResult;
    return { status, envelope };
  };

  it('runs a rule added once for HTTP calls and in-process calls alike', async () => {
    seen.length = 0;
    const http = await overHttp(siteConfigApi.globalConfig);
    const page = await inProcess(siteConfigApi.globalConfig);
    expect(http.status).toBe(200);
    expect(page).toEqual(http);
    // Both calls passed the rule, after the tenant and session stages had run (the unit known, no session).
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(new RegExp(`^${siteConfigApi.globalConfig.path} \\d+ none$`));
    expect(seen[1]).toBe(seen[0]);
  });

  it('lets the rule refuse a call, with the same envelope over both transports', async () => {
    const headers = { [REFUSE]: '1' };
    const http = await overHttp(siteConfigApi.globalConfig, headers);
    const page = await inProcess(siteConfigApi.globalConfig, headers);
    expect(http).toEqual({ status: 403, envelope: { success: false, code: CODE.forbidden, msg: REFUSAL, data: null } });
    expect(page).toEqual(http);
  });

  it('applies the caller a contract declares before validation, on both transports', async () => {
    const refused = {
      status: 200,
      envelope: { success: false, code: CODE.unauthorized, msg: MESSAGES.sessionExpired, data: null },
    };
    // A guest is refused for who they are, before their (bad) body is looked at.
    expect(await overHttp(membersOnly, {}, { name: '' })).toEqual(refused);
    expect(await inProcess(membersOnly, {}, { name: '' })).toEqual(refused);
  });
});
