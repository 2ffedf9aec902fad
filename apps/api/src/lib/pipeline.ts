import { SpanStatusCode, type Tracer } from '@opentelemetry/api';
import type { EndpointCaller } from '@yizhan/contracts';
import type { RequestSession, RequestUnit } from './api-request';
import { failureOf } from './failures';
import type { CallerCheck, CallOutcome, Limiter, PipelineCall, Stage } from './pipeline-call';
import { standardStages } from './pipeline-stages';
import type { SharedAnswers } from './shared-answers';
import { inSpan } from './tracing';

/** The session a token speaks for on a unit, or null. */
export type SessionOf = (unit: RequestUnit, token: string | undefined) => Promise<RequestSession | null>;

export interface PipelineDeps {
  /** The unit serving a domain (cached: ADR 018). */
  findUnit(domain: string): Promise<RequestUnit | undefined>;
  /** The session a token speaks for on a unit, or null (the auth module's resolveSession). */
  sessionOf: SessionOf;
  /** Guests' shared answers (ADR 022). */
  sharedAnswers: SharedAnswers<Buffer>;
  /** The request limits; absent when switched off. */
  limiter?: Limiter | undefined;
  /** Every call gets a span when tracing is on (ADR 067). */
  tracer?: Tracer | null | undefined;
}

/**
 * The one request pipeline (ADR 059): tenant → cross-site → session → policy → validation → limits → handler →
 * envelope, with every failure mapped to its envelope. The HTTP route of each served endpoint and the in-process
 * transport of server rendering both run it, so a stage or rule added here applies to both.
 */
export class Pipeline {
  private readonly stages: Stage[];
  private readonly callers = new Map<EndpointCaller, CallerCheck>();
  /** How each transport's edge finds the unit and the session of a call (a page: once for all its calls). */
  readonly findUnit: PipelineDeps['findUnit'];
  readonly sessionOf: PipelineDeps['sessionOf'];

  private readonly tracer: Tracer | null;

  constructor(deps: PipelineDeps) {
    this.tracer = deps.tracer ?? null;
    this.findUnit = deps.findUnit;
    this.sessionOf = deps.sessionOf;
    this.stages = standardStages({ ...deps, callerCheck: (caller) => this.callers.get(caller) });
  }

  /** Registers how callers of a kind are recognised (the integration module: push keys). */
  allowCaller(caller: EndpointCaller, check: CallerCheck) {
    this.callers.set(caller, check);
  }

  /** Adds a stage before the named one (a guard, an audit, a header rule), for every transport at once. */
  use(stage: Stage, { before }: { before: string }) {
    const index = this.stages.findIndex((item) => item.name === before);
    if (index < 0) throw new Error(`no stage named ${before}`);
    this.stages.splice(index, 0, stage);
  }

  /**
   * Runs a call through every stage; never throws: a failure is an outcome like any other. With tracing on the call
   * is a span (a page's in-process calls are children of its render; an HTTP call's, of its request).
   */
  run(call: PipelineCall): Promise<CallOutcome> {
    if (!this.tracer) return this.runStages(call);
    const { method, path } = call.served.endpoint;
    return inSpan(this.tracer, `pipeline ${method} ${path}`, { 'yizhan.endpoint': path }, async (span) => {
      const outcome = await this.runStages(call);
      span?.setAttribute('yizhan.status', outcome.status);
      if (outcome.status >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
      return outcome;
    });
  }

  private async runStages(call: PipelineCall): Promise<CallOutcome> {
    try {
      for (const stage of this.stages) {
        const pending = stage.run(call);
        if (pending) await pending;
      }
      return { status: 200, answer: call.outcome!, headers: {} };
    } catch (error) {
      const { edge } = call;
      const { status, envelope, headers } = failureOf(error, {
        log: edge.log,
        requestId: edge.requestId,
        logMessage: edge.faultMessage,
        path: call.served.endpoint.path,
      });
      return { status, answer: envelope, headers };
    }
  }
}
