import type { FastifyInstance } from 'fastify';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { Env } from '../env';
import { redactUrl } from './log-redaction';

// OpenTelemetry tracing (ADR 067): off unless the environment asks for it, and then nothing of the SDK is loaded,
// no hook is added and no statement is wrapped — the one cost left is a `tracer === null` test here and there.
// The tracer is handed to what makes spans (the request hook, the pipeline, the web host, the statements); it is
// not registered as the global tracer provider, so no library makes spans of its own (drizzle would record every
// statement's values, personal data included).

declare module 'fastify' {
  interface FastifyInstance {
    /** The tracer when tracing is on (OTEL_TRACES_EXPORTER, OTEL_EXPORTER_OTLP_ENDPOINT), else null. */
    tracer: Tracer | null;
  }
}

export interface Tracing {
  readonly tracer: Tracer;
  /** Sends the spans still buffered and stops (the server's shutdown). */
  shutdown(): Promise<void>;
}

type TracingEnv = Pick<
  Env,
  'OTEL_TRACES_EXPORTER' | 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' | 'OTEL_SERVICE_NAME'
>;

/** OTLP over HTTP sends traces here unless told otherwise (the collector's default port). */
const DEFAULT_OTLP_BASE = 'http://localhost:4318';

/**
 * Where spans go, as the environment says: `OTEL_TRACES_EXPORTER=otlp` (or an OTLP endpoint named without it) sends
 * them over OTLP/HTTP, `console` prints them, unset or `none` traces nothing. The signal's own endpoint is taken as it
 * is; the common one gets `/v1/traces` appended, as the OpenTelemetry specification says.
 */
export function tracingTarget(env: TracingEnv): { exporter: 'otlp'; url: string } | { exporter: 'console' } | null {
  const named = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const exporter = env.OTEL_TRACES_EXPORTER ?? (named ? 'otlp' : 'none');
  if (exporter === 'none') return null;
  if (exporter === 'console') return { exporter };
  const base = (env.OTEL_EXPORTER_OTLP_ENDPOINT ?? DEFAULT_OTLP_BASE).replace(/\/+$/, '');
  return { exporter, url: env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? `${base}/v1/traces` };
}

/** Tracing as the environment asks for it, or null: then the SDK is not even loaded. */
export async function startTracing(env: TracingEnv): Promise<Tracing | null> {
  const target = tracingTarget(env);
  if (!target) return null;
  let exporter: SpanExporter;
  if (target.exporter === 'console') {
    exporter = new (await import('@opentelemetry/sdk-trace')).ConsoleSpanExporter();
  } else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    exporter = new OTLPTraceExporter({ url: target.url });
  }
  return tracingWith(exporter, { serviceName: env.OTEL_SERVICE_NAME, batch: true });
}

/**
 * A tracer whose spans go to `exporter`: in batches for a server, one by one for tests (an in-memory exporter).
 * Installs the async-context manager spans find their parent by, and W3C trace context for incoming requests.
 */
export async function tracingWith(
  exporter: SpanExporter,
  { serviceName = 'yizhan', batch = false }: { serviceName?: string; batch?: boolean } = {},
): Promise<Tracing> {
  const [sdk, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
    ]);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const processor = batch ? new sdk.BatchSpanProcessor({ exporter }) : new sdk.SimpleSpanProcessor({ exporter });
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [processor],
  });
  return { tracer: provider.getTracer('yizhan'), shutdown: () => provider.shutdown() };
}

/** Marks a span failed by an error. */
function failed(span: Span, error: unknown) {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * Runs `work` in a span of its own, the current span its parent and it the parent of every span started inside;
 * without a tracer it only runs `work`.
 */
export function inSpan<T>(
  tracer: Tracer | null,
  name: string,
  attributes: Attributes,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!tracer) return work(undefined);
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A statement's span, under the span of whatever sent it; ended with the function it returns. */
export function startStatementSpan(tracer: Tracer, pool: string, text: string): (error: unknown) => void {
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const span = tracer.startSpan(`db ${operation}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      // The statement's text with its placeholders: the values are never recorded.
      'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
      'yizhan.db.pool': pool,
    },
  });
  return (error) => {
    if (error) failed(span, error);
    span.end();
  };
}

/**
 * A server span for every HTTP request, named by its route template, with the caller's trace (`traceparent`) as its
 * parent. Fastify's later hooks and the handler run in its context, so the pipeline's and the statements' spans
 * become its children. The request's and response's listeners are bound to it too, as OpenTelemetry's own HTTP
 * instrumentation binds them: a body is read on events of its own, and whether an emitter's listeners keep the
 * context they were added in depends on the Node version's async-context implementation (Node 24's do).
 */
export function traceRequests(app: FastifyInstance, tracer: Tracer): void {
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          // Without the query string, and with any credential in the path masked as the log masks it (D2).
          'url.path': redactUrl(request.url.split('?', 1)[0]!),
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    context.bind(active, request.raw);
    context.bind(active, reply.raw);
    // 'close' comes once for every response: sent, failed or abandoned by the client.
    reply.raw.once('close', () => {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(active, done);
  });
}
