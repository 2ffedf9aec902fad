import {
  APPROVAL_STATUS,
  APPROVAL_TYPES,
  type ApprovalCount,
  type ApprovalItem,
  formatSecond,
} from '@yizhan/contracts';
import { onSite } from '../units';
import type { ApprovalRow } from './approval.table';

export const APPROVAL_NOT_FOUND = '审批不存在';

/** A stored status code as the live hall shows it; an unknown code is said as such rather than dropped. */
export const statusName = (status: number): string =>
  APPROVAL_STATUS[status as keyof typeof APPROVAL_STATUS] ?? '未知状态';

/**
 * An approval row in the live hall's shape (times in Asia/Shanghai, seconds included), its form's address absolute
 * on the unit's `origin` (onSite).
 */
export const toApprovalItem = (origin: string, row: ApprovalRow): ApprovalItem => ({
  formUserId: row.formUserId,
  id: row.id,
  formId: row.formId,
  title: row.title,
  formName: row.formName,
  sponsor: row.sponsor,
  uname: row.uname,
  aprvStatus: statusName(row.status),
  pageLinkUrl: onSite(origin, row.pageLinkUrl),
  insertTime: formatSecond(row.insertedAt),
  updateTime: formatSecond(row.updatedAt),
  source: row.source,
});

/** Every relation in aprvType order with its count, 0 for those the user has none of. */
export function toCounts(rows: { aprvType: number; count: number }[]): ApprovalCount[] {
  const counts = new Map(rows.map((row) => [row.aprvType, row.count]));
  return APPROVAL_TYPES.map(({ aprvType, name }) => ({ aprvType, name, count: counts.get(aprvType) ?? 0 }));
}
