// The integration module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { isCurrentSecretVersion } from './app-secrets';
export { appTokenRoutes } from './app-token.routes';
export { integrationAdminRoutes } from './integration.admin';
export { resolveAccounts } from './integration.accounts';
export { hashKey } from './integration.keys';
export { integrationRoutes } from './integration.routes';
export { servePush } from './integration.serve';
export type { Withdrawer } from './integration.withdraw';
