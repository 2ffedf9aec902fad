import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { pictureAddress } from './primitives';

// Two small pieces of the console (issue 37): the site's logo as an uploaded picture (站点设置), and ending another
// administrator's authenticator when its phone is lost (用户与角色, ADR 080).

/** Where uploaded logos are served (re-encoded WebP, a random name each: the picture at one address never changes). */
export const SITE_LOGO_PATH_PREFIX = '/pedestal/site/logos/';
export const SITE_LOGO_UPLOAD_PATH = '/pedestal/admin/site/logo';
/** An uploaded logo may be at most this large before it is re-encoded. */
export const SITE_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** A logo is shrunk to fit this box (twice the header's size, for sharp screens), never enlarged. */
export const SITE_LOGO_BOX = { width: 480, height: 120 } as const;

export const uploadedLogoSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedLogo = z.infer<typeof uploadedLogoSchema>;

/** The logo a setting may hold: none, a picture of this site (an upload, a bundled asset) or one elsewhere (HTTPS). */
export const logoAddressSchema = pictureAddress(500, '站点标识应为上传的图片，或以 https:// 开头的图片地址');

const uidField = z.number().int().min(1, '用户编号无效').max(2_147_483_647, '用户编号无效');

export const adminSiteExtrasApi = {
  /** A console user's authenticator ended by another administrator: they set one up again at their next entry. */
  resetUserSecondStep: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/users/second-step/reset',
    summary: '管理后台：重置他人的两步验证（验证器丢失时；其下次进入管理后台须重新设置）',
    body: z.object({ uid: uidField }),
    data: z.object({ uid: z.number().int() }),
    policy: { caller: 'admin', permission: 'users' },
  }),
};
