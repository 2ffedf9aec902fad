import { connect, type AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { CALENDAR_FEED_PATH, serviceHallApi, siteConfigApi } from '@yizhan/contracts';
import { useTestApp } from '../test/test-app';
import { startTracing, tracingTarget, tracingWith } from './tracing';

// Issue 39, ADR 067: spans of a request, its pipeline call and its statements, caught by an in-memory exporter.
const exporter = new InMemorySpanExporter();
const tracing = await tracingWith(exporter);
const t = useTestApp({ telemetry: { tracing } });

beforeEach(() => {
  exporter.reset();
  // Every read loads again: the request must reach the database.
  t.app.cache.clear();
});

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** Whether `span` descends from `ancestor`, through the spans recorded. */
function descends(span: ReadableSpan, ancestor: ReadableSpan, spans: ReadableSpan[]): boolean {
  const byId = new Map(spans.map((each) => [each.spanContext().spanId, each]));
  for (let parent = parentOf(span); parent; parent = parentOf(byId.get(parent)!)) {
    if (parent === ancestor.spanContext().spanId) return true;
    if (!byId.has(parent)) return false;
  }
  return false;
}

/** The request's server span (ended as its response closes, a tick after it was sent), its pipeline's, its statements'. */
async function requestSpans(route: string) {
  const isServer = (span: ReadableSpan) => span.kind === SpanKind.SERVER && span.attributes['http.route'] === route;
  await expect.poll(() => exporter.getFinishedSpans().some(isServer)).toBe(true);
  const spans = exporter.getFinishedSpans();
  const server = spans.find(isServer);
  expect(server, `a server span of ${route} among ${spans.map((span) => span.name).join(', ')}`).toBeDefined();
  const pipeline = spans.find(
    (span) => span.name.startsWith('pipeline ') && parentOf(span) === server!.spanContext().spanId,
  );
  const statements = spans.filter((span) => span.name.startsWith('db ') && descends(span, server!, spans));
  return { server: server!, pipeline, statements };
}

describe('tracing (ADR 067)', () => {
  it('a request is a server span named by its route, the pipeline call its child, the statements under it', async () => {
    const response = await t.app.inject({ url: siteConfigApi.globalConfig.path, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    const { server, pipeline, statements } = await requestSpans(siteConfigApi.globalConfig.path);
    expect(server.name).toBe(`GET ${siteConfigApi.globalConfig.path}`);
    expect(server.attributes['http.response.status_code']).toBe(200);
    expect(pipeline?.name).toBe(`pipeline GET ${siteConfigApi.globalConfig.path}`);
    expect(statements.length).toBeGreaterThan(0);
    const [statement] = statements;
    expect(statement!.kind).toBe(SpanKind.CLIENT);
    expect(statement!.attributes['db.system.name']).toBe('postgresql');
    expect(statement!.attributes['db.query.text']).toMatch(/^select /i);
    expect(statement!.spanContext().traceId).toBe(server.spanContext().traceId);
  });

  it('a body that arrives later, on the socket’s own events, stays in the request’s trace', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ page: 1, pageSize: 3 });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${serviceHallApi.serviceList.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    // The rest of the body comes in a later packet: Fastify reads it on the request's 'data' and 'end' events.
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const { pipeline, statements } = await requestSpans(serviceHallApi.serviceList.path);
    expect(pipeline).toBeDefined();
    expect(statements.length).toBeGreaterThan(0);
  });

  it('a caller’s traceparent makes the request part of its trace', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    await t.app.inject({
      url: siteConfigApi.globalConfig.path,
      headers: { host: 'localhost', traceparent: `00-${traceId}-${parentId}-01` },
    });
    const { server } = await requestSpans(siteConfigApi.globalConfig.path);
    expect(server.spanContext().traceId).toBe(traceId);
    expect(parentOf(server)).toBe(parentId);
  });

  it('no credential of a URL reaches a span', async () => {
    await t.app.inject({ url: `${CALENDAR_FEED_PATH}secret-feed-token.ics`, headers: { host: 'localhost' } });
    await requestSpans(`${CALENDAR_FEED_PATH}:file`);
    const text = JSON.stringify(exporter.getFinishedSpans().map((span) => span.attributes));
    expect(text).not.toContain('secret-feed-token');
  });
});

describe('switched on by the environment only', () => {
  it('is off without OTEL settings, or with OTEL_TRACES_EXPORTER=none: nothing is loaded', async () => {
    expect(tracingTarget({ OTEL_SERVICE_NAME: 'yizhan' })).toBeNull();
    expect(
      tracingTarget({
        OTEL_SERVICE_NAME: 'yizhan',
        OTEL_TRACES_EXPORTER: 'none',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      }),
    ).toBeNull();
    expect(await startTracing({ OTEL_SERVICE_NAME: 'yizhan' })).toBeNull();
  });

  it('an OTLP endpoint, or OTEL_TRACES_EXPORTER=otlp, sends traces over OTLP/HTTP', () => {
    expect(tracingTarget({ OTEL_SERVICE_NAME: 'y', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      exporter: 'otlp',
      url: 'http://collector:4318/v1/traces',
    });
    expect(tracingTarget({ OTEL_SERVICE_NAME: 'y', OTEL_TRACES_EXPORTER: 'otlp' })).toEqual({
      exporter: 'otlp',
      url: 'http://localhost:4318/v1/traces',
    });
    expect(
      tracingTarget({
        OTEL_SERVICE_NAME: 'y',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:4318/custom',
      }),
    ).toEqual({ exporter: 'otlp', url: 'http://traces:4318/custom' });
  });
});
