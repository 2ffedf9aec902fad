import { createHash, timingSafeEqual } from 'node:crypto';
import {
  APPLICATION_STATUS,
  formatSecond,
  type ApplicationItem,
  type ApplicationStep,
  type ApplicationType,
} from '@yizhan/contracts';
import { open, seal, type SealKey } from '../../lib/sealed-text';
import type { ApplicationRow, ApplicationStepRow } from './applications.table';

export const statusName = (status: number): string =>
  APPLICATION_STATUS[status as keyof typeof APPLICATION_STATUS] ?? '';

export const toItem = (row: ApplicationRow): ApplicationItem => ({
  id: row.id,
  applyNo: row.applyNo,
  serviceName: row.serviceName,
  source: row.source,
  deptName: row.deptName,
  status: row.status,
  statusName: statusName(row.status),
  submitTime: formatSecond(row.submittedAt),
  updateTime: formatSecond(row.updatedAt),
});

export const toStep = (row: ApplicationStepRow): ApplicationStep => ({
  status: row.status,
  statusName: statusName(row.status),
  time: formatSecond(row.at),
  deptName: row.deptName,
  note: row.note,
  supplement: row.supplement,
  supplementUrl: row.supplementUrl,
});

/** The filters of the list: 全部 first, then every state in order, each with the person's count. */
export function toTypes(counts: { status: number; count: number }[]): ApplicationType[] {
  const byStatus = new Map(counts.map((row) => [row.status, row.count]));
  const all = counts.reduce((sum, row) => sum + row.count, 0);
  return [
    { status: 0, name: '全部', count: all },
    ...Object.entries(APPLICATION_STATUS).map(([status, name]) => ({
      status: Number(status),
      name,
      count: byStatus.get(Number(status)) ?? 0,
    })),
  ];
}

/** The last four digits of a phone as given on a form ('' without one), sealed when a key is at hand. */
export function phoneTailOf(phone: string | undefined, key: SealKey | undefined): string | undefined {
  if (phone === undefined) return undefined;
  const tail = phone.replace(/\D/g, '').slice(-4);
  return key ? seal(key, tail) : tail;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the digits typed match the sealed tail, compared in constant time; without a stored tail nothing does. */
export function tailMatches(key: SealKey, stored: string | undefined, typed: string): boolean {
  const tail = stored ? open(key, stored) : '';
  const equal = timingSafeEqual(digest(tail), digest(typed));
  return equal && tail.length === 4;
}
