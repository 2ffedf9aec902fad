import { describe, expect, it } from 'vitest';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { PortalMetrics } from '../lib/metrics';
import { tracingWith } from '../lib/tracing';
import { useSsrHost } from '../test/ssr-host';

// Issue 39, ADR 067: a server render is timed, and traced with the page's in-process calls and statements under it.
const exporter = new InMemorySpanExporter();
const metrics = new PortalMetrics();
const t = useSsrHost({ telemetry: { metrics, tracing: await tracingWith(exporter) } });

const count = async (name: string, labels: string) => {
  const line = (await metrics.text()).split('\n').find((row) => row.startsWith(`${name}{${labels}`));
  return line ? Number(line.split(' ').pop()) : 0;
};

const idOf = (span: ReadableSpan) => span.spanContext().spanId;

describe('server renders (ADR 067)', () => {
  it('a guest page is rendered once and timed; the next guest gets it from memory, a hit of the guest pages', async () => {
    const url = '/home?telemetry=1';
    const before = await count('yizhan_ssr_render_duration_seconds_count', 'audience="guest",status="200"');
    const first = await t.page(url);
    expect(first.status).toBe(200);
    expect(await count('yizhan_ssr_render_duration_seconds_count', 'audience="guest",status="200"')).toBe(before + 1);
    const hits = await count('yizhan_cache_requests_total', 'cache="guest-pages",result="hit"');
    expect((await t.page(url)).status).toBe(200);
    expect(await count('yizhan_ssr_render_duration_seconds_count', 'audience="guest",status="200"')).toBe(before + 1);
    expect(await count('yizhan_cache_requests_total', 'cache="guest-pages",result="hit"')).toBe(hits + 1);
    // Pages are timed as requests too, under the web host's one route.
    expect(
      await count('yizhan_http_request_duration_seconds_count', 'method="GET",route="/*",status="200"'),
    ).toBeGreaterThan(0);
  });

  it('a signed-in render is a span under its request, with its pipeline calls and their statements beneath', async () => {
    const { cookie } = await t.signIn('2023001');
    exporter.reset();
    t.app.cache.clear();
    const page = await t.page('/personal-center', { headers: { cookie } });
    expect(page.status).toBe(200);
    const render = exporter.getFinishedSpans().find((span) => span.name === 'ssr render');
    expect(render?.attributes['yizhan.audience']).toBe('user');
    // The request's span ends as its response closes, a moment after the client has read the page.
    const parentOfRender = () =>
      exporter.getFinishedSpans().find((span) => idOf(span) === render!.parentSpanContext?.spanId);
    await expect.poll(() => parentOfRender()?.name).toBe('GET /*');
    const spans = exporter.getFinishedSpans();
    const calls = spans.filter(
      (span) => span.name.startsWith('pipeline ') && span.parentSpanContext?.spanId === idOf(render!),
    );
    expect(calls.length).toBeGreaterThan(0);
    const underCalls = new Set(calls.map(idOf));
    expect(
      spans.some((span) => span.name.startsWith('db ') && underCalls.has(span.parentSpanContext?.spanId ?? '')),
    ).toBe(true);
    expect(await count('yizhan_ssr_render_duration_seconds_count', 'audience="user",status="200"')).toBeGreaterThan(0);
  });
});
