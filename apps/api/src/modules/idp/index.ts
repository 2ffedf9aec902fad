// The idp module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { casServerRoutes } from './cas-server.routes';
export { deleteExpiredOidcPayloads } from './oidc-adapter';
export { oidcServerRoutes } from './oidc-server.routes';
export { endSignOns } from './sign-out';
