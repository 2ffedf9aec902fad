import { z } from 'zod';
import { pageQueryFields, userText } from './primitives';

/** The audit log's events in words. */
export const AUDIT_EVENT_NAMES: Readonly<Record<string, string>> = {
  login: '登录',
  logout: '退出登录',
  login_failure: '登录失败',
  lockout: '账号锁定',
  integration_push: '业务系统推送',
  integration_key: '接入密钥',
  admin_write: '后台修改',
};

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  ip: z.string(),
  event: z.string(),
  /** The event in words: 登录, 修改站点设置, … */
  action: z.string(),
  outcome: z.enum(['success', 'failure']),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditListEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  ...pageQueryFields,
  username: userText(64, '账号不能超过 64 个字').optional(),
  event: z
    .enum(['login', 'logout', 'login_failure', 'lockout', 'integration_push', 'integration_key', 'admin_write'], {
      error: '不在可选范围内',
    })
    .optional(),
});
