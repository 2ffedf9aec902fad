// The sso module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
export { apiLoginRoutes } from './api-code.routes';
export { oidcLogoutUrl } from './oauth2.service';
export { passportLoginRoutes } from './passport.routes';
export { qrLoginRoutes } from './qrcode.routes';
export { ssoRoutes } from './sso.routes';
export { wechatLoginRoutes } from './wechat.routes';
