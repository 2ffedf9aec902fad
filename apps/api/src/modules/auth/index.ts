// The auth module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { authRoutes } from './auth.routes';
export { completeSignIn, countAddressFailure, refuseBusyAddress, signInAudit, type AuthDeps } from './auth.service';
export { appSecrets, sessions } from './auth.table';
export { loadSigningKey, newSessionId, signToken, verifyToken } from './auth.tokens';
export { casServiceOf, loginPage, loginPathFor, ssoService } from './auth.urls';
export { scheduleAuthHousekeeping } from './housekeeping';
export { passwordLogin } from './password-login';
export { cachedUnitDomains, isRegisteredHost, listRegisteredHosts } from './registered-hosts';
export { findSession, revokeSession, touchSession, type SessionRow } from './sessions.repository';
