// `npm run dev:idp`: the development identity provider on http://localhost:3100 (DEV_IDP_PORT, DEV_IDP_HOST).
import { buildIdp } from './app';

const port = Number(process.env.DEV_IDP_PORT ?? 3100);
const host = process.env.DEV_IDP_HOST ?? 'localhost';
const serviceHosts = (process.env.DEV_IDP_SERVICE_HOSTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

const oidcRedirectUris = (process.env.DEV_IDP_OIDC_REDIRECTS ?? '')
  .split(',')
  .map((uri) => uri.trim())
  .filter(Boolean);

const app = await buildIdp({
  serviceHosts,
  publicOrigin: process.env.DEV_IDP_ORIGIN ?? `http://localhost:${port}`,
  ...(oidcRedirectUris.length ? { oidcRedirectUris } : {}),
  logger: process.env.DEV_IDP_LOG === '1',
  portalPort: Number(process.env.DEV_IDP_PORTAL_PORT ?? 3000),
});
await app.listen({ port, host });
console.log(
  `开发用统一身份认证已启动：http://${host}:${port}（CAS：/cas，OpenID Connect：/oidc，微信授权：/wechat，通行证：/passport，演示业务系统：/business）`,
);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
