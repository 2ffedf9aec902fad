import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { idNumber, userText } from './primitives';

/**
 * 接入密钥 of the console (issue 37 item 10, ADR 075): a unit's push keys (ADR 039) and its createToken app secret.
 * A key or secret is answered once, by the call that made it; every listing shows only what tells keys apart.
 */

/** A push key as listed: its first characters, never the key (only its digest is stored). */
export const integrationKeySchema = z.object({
  id: z.number().int(),
  /** The business system that holds it (教务系统, OA …). */
  name: z.string(),
  /** The key's first characters, followed by an ellipsis on the page. */
  prefix: z.string(),
  createdAt: z.string(),
  /** '' when never used. */
  lastUsedAt: z.string(),
  /** '' while the key is live. */
  revokedAt: z.string(),
});
export type IntegrationKey = z.infer<typeof integrationKeySchema>;

/** The unit's createToken app secret as listed: whether there is one, its version and when it was last used. */
export const appSecretStateSchema = z.object({
  enabled: z.boolean(),
  /** Raised by every rotation; the tokens of an older version no longer work. 0 when there is none. */
  secretVersion: z.number().int(),
  rotatedAt: z.string(),
  lastUsedAt: z.string(),
  /** The optimistic lock of a rotation or a revocation (two administrators must not both rotate unseen). */
  version: versionField,
});
export type AppSecretState = z.infer<typeof appSecretStateSchema>;

const keyIdBody = z.object({ id: idNumber });

export const adminKeysApi = {
  keys: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/keys',
    summary: '管理后台：本单位的接入密钥与应用密钥（不含密钥本身），及最近使用时间',
    data: z.object({ keys: z.array(integrationKeySchema), appSecret: appSecretStateSchema }),
    policy: { caller: 'admin', permission: 'keys' },
  }),
  createKey: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/keys/create',
    summary: '管理后台：为一个业务系统新建接入密钥（密钥只在此返回一次）',
    body: z.object({ name: userText(64, '系统名称不能超过 64 个字').min(1, '请填写系统名称') }),
    data: z.object({ key: integrationKeySchema, secret: z.string() }),
    policy: { caller: 'admin', permission: 'keys' },
  }),
  rotateKey: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/keys/rotate',
    summary: '管理后台：更换接入密钥：旧密钥立即失效，新密钥沿用系统名称（只在此返回一次）',
    body: keyIdBody,
    data: z.object({ key: integrationKeySchema, secret: z.string() }),
    policy: { caller: 'admin', permission: 'keys' },
  }),
  revokeKey: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/keys/revoke',
    summary: '管理后台：吊销接入密钥，使用它的推送立即得到 401',
    body: keyIdBody,
    data: integrationKeySchema,
    policy: { caller: 'admin', permission: 'keys' },
  }),
  rotateSecret: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/keys/secret/rotate',
    summary: '管理后台：开通或更换应用密钥（createToken），此前签发的令牌全部失效；新密钥只在此返回一次',
    body: z.object({ version: versionField }),
    data: z.object({ appSecret: appSecretStateSchema, secret: z.string() }),
    policy: { caller: 'admin', permission: 'keys' },
  }),
  revokeSecret: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/keys/secret/revoke',
    summary: '管理后台：停用应用密钥：createToken 关闭，此前签发的令牌全部失效',
    body: z.object({ version: versionField }),
    data: appSecretStateSchema,
    policy: { caller: 'admin', permission: 'keys' },
  }),
};
