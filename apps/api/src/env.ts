import { availableParallelism } from 'node:os';
import { z } from 'zod';

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 必须以 postgres:// 开头')
      .optional(),
    /** A streaming replica of DATABASE_URL: the reads every visitor shares may go there (ADR 078). */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL 必须以 postgres:// 开头')
      .optional(),
    /** Folder of the embedded database (and of the personal data key file when PERSONAL_DATA_KEY is not set). */
    YIZHAN_DATA_DIR: z.string().min(1).default('./.data'),
    /**
     * The folder npm was started in (npm sets it): `npm run db:backup -- FILE` reads a relative FILE from there, as
     * the person typing it means, although npm runs the script in the workspace root.
     */
    INIT_CWD: z.string().min(1).optional(),
    /** The key that seals phone, ID number and e-mail at rest (ADR 048): 32 bytes, base64. */
    PERSONAL_DATA_KEY: z.string().min(1).optional(),
    /** Proxies whose X-Forwarded-* headers are believed (addresses or CIDR ranges). */
    TRUSTED_PROXIES: list.default(['127.0.0.1', '::1']),
    /** Where the SSR loaders reach the API; defaults to this process on loopback. */
    API_BASE: z.url().optional(),
    /** Built web app (React Router build folder). */
    WEB_BUILD_DIR: z.string().min(1).default('apps/web/build'),
    /** 'all' serves API and web pages; 'api' serves the API alone (npm run start:api). */
    YIZHAN_MODE: z.enum(['all', 'api']).default('all'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Server processes sharing the port (ADR 077): by default one per core the machine gives this process; 1 is one
     * process with no primary.
     */
    WORKERS: z.coerce
      .number('WORKERS 必须是 1–64 之间的整数')
      .int('WORKERS 必须是 1–64 之间的整数')
      .min(1, 'WORKERS 必须是 1–64 之间的整数')
      .max(64, 'WORKERS 必须是 1–64 之间的整数')
      .default(() => Math.min(availableParallelism(), 64)),
    /** 'off' switches the per-address and per-user request limits off (load and chaos harnesses only). */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** Port of the Prometheus listener (GET /metrics, ADR 067); unset or 0: no listener, no request timing. */
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(0, 'METRICS_PORT 必须是 0–65535 的端口号')
      .max(65535, 'METRICS_PORT 必须是 0–65535 的端口号')
      .default(0),
    /** Interface of the metrics listener: loopback unless the scraper is on another machine. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** OpenTelemetry tracing (ADR 067): `otlp` or `console` switches it on; unset, an OTLP endpoint does. */
    OTEL_TRACES_EXPORTER: z
      .enum(['otlp', 'console', 'none'], 'OTEL_TRACES_EXPORTER 只能是 otlp、console 或 none')
      .optional(),
    /** The OTLP/HTTP collector's base address (`/v1/traces` is appended). */
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url()
      .regex(/^https?:\/\//, 'OTEL_EXPORTER_OTLP_ENDPOINT 必须是 http(s) 地址')
      .optional(),
    /** The OTLP/HTTP address of traces, taken as it is. */
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
      .url()
      .regex(/^https?:\/\//, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT 必须是 http(s) 地址')
      .optional(),
    /** The service name the spans carry. */
    OTEL_SERVICE_NAME: z.string().min(1).default('yizhan'),
    /**
     * The CAS server the seed gives the demo government unit: the development identity provider (`npm run dev:idp`,
     * ADR 034). Read when a store is seeded; the e2e tests point it at their own dev IdP.
     */
    DEMO_CAS_URL: z
      .url()
      .regex(/^https?:\/\//, 'DEMO_CAS_URL 必须是 http(s) 地址')
      .default('http://localhost:3100/cas'),
    /** The OpenID Connect issuer the seed gives 示范大学: the dev IdP's (ADR 035). */
    DEMO_OIDC_ISSUER: z
      .url()
      .regex(/^https?:\/\//, 'DEMO_OIDC_ISSUER 必须是 http(s) 地址')
      .default('http://localhost:3100/oidc'),
    /**
     * The dev IdP itself (ADR 042): the seed's WeChat authorisation, passports and demo business system are made
     * from it — a localhost one also under the names passport.<unit domain> and ehall.39374.localhost, so its cookies
     * reach the unit's portal.
     */
    DEMO_IDP_URL: z
      .url()
      .regex(/^https?:\/\//, 'DEMO_IDP_URL 必须是 http(s) 地址')
      .default('http://localhost:3100'),
    /** The trusted app that signs people in to the seed's 示范新区 by API code (loginType 2): the dev IdP's (ADR 041). */
    DEMO_API_CODE_URL: z
      .url()
      .regex(/^https?:\/\//, 'DEMO_API_CODE_URL 必须是 http(s) 地址')
      .default('http://localhost:3100/api-code'),
  })
  .refine((env) => !env.DATABASE_READ_URL || env.DATABASE_URL, {
    path: ['DATABASE_READ_URL'],
    message: '设置 DATABASE_READ_URL（只读副本）时也必须设置 DATABASE_URL（主库）',
  });

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the environment; the only reader of process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`环境变量配置错误：\n${problems.join('\n')}`);
  }
  return parsed.data;
}
