// The sso module's public face: the single sign-on methods and their endpoints, for the composition root.

import type { SignInMethod } from '../auth';
import { apiCodeMethod } from './api-code.service';
import { casMethod } from './cas.service';
import { oauth2Method } from './oauth2.service';
import { passportMethod } from './passport.service';
import { qrcodeMethod } from './qrcode.service';
import { wechatMethod } from './wechat.service';

export { ssoRoutes } from './sso.routes';
export { ssoAdminRoutes } from './sso.admin';
export { isRegisteredHost, listRegisteredHosts } from './registered-hosts';
export { qrLoginRoutes } from './qrcode.routes';
export { apiLoginRoutes } from './api-code.routes';
export { wechatLoginRoutes } from './wechat.routes';
export { passportLoginRoutes } from './passport.routes';

/** The ways to sign in this module adds to the password (spec §1), each through auth's `signIn`. */
export const ssoSignInMethods: readonly SignInMethod[] = [
  casMethod,
  oauth2Method,
  passportMethod,
  apiCodeMethod,
  qrcodeMethod,
  wechatMethod,
];
