// The auth module's public face: what other modules and the composition root may use of it.

export { authRoutes, type SignOutHook } from './auth.routes';
export { loadSigningKey } from './auth.tokens';
export type { AuthDeps } from './auth.service';
export { signIn, SignInRefusal, type EndedSession, type SignInCheck, type SignInMethod, type Verdict } from './sign-in';
export type { FailureTally } from './sign-in-throttle';
export { passwordLogin, passwordMethod } from './password-login';
export { casServiceOf, loginPage, loginPathFor, siteOrigin, ssoService, ssoSibling } from './auth.urls';
export { cachedUnitDomains, isRegisteredHost, listRegisteredHosts } from './registered-hosts';
export { revokeSession } from './sessions.repository';
export { sessions } from './auth.table';
