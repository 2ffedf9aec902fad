// The auth module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { activeUsersPerDay } from './active-days';
export { authRoutes, type SignOutHook } from './auth.routes';
export { signInAudit, type AuthDeps } from './auth.service';
export { appSecrets, sessions } from './auth.table';
export { loadSigningKey, newSessionId, signToken, verifyToken } from './auth.tokens';
export { casServiceOf, loginPage, loginPathFor, ssoService, ssoSibling } from './auth.urls';
export { scheduleAuthHousekeeping } from './housekeeping';
export { passwordChangeRoutes, usePasswordChangeGate } from './password-change.routes';
export { passwordLogin, passwordMethod } from './password-login';
export { cachedUnitDomains } from './unit-domains';
export { findSession, revokeSession, touchSession, type SessionRow } from './sessions.repository';
export { isSessionUsable, resolveSession, type SessionDeps } from './session-resolver';
export { listOpenSessions, revokeOpenSessions, type OpenSession } from './user-sessions';
export { signIn, SignInRefusal, type EndedSession, type SignInCheck, type SignInMethod, type Verdict } from './sign-in';
export type { FailureTally } from './sign-in-throttle';
