import {
  formatMinute,
  type PersonAsset,
  type PersonDataItem,
  type PersonDataType,
  type PersonInfo,
  type PersonWorkEntry,
} from '@yizhan/contracts';
import type { UserRow } from '../users';
import type { DataItemRow } from './person.repository';
import type { personAssets, personDataTypes, personProfiles } from './person.table';

const STAR = '*';

/**
 * Masks the middle of a number (security.md D3), keeping `head` characters in front and `tail` at the end; a value
 * too short to keep both shows only its last character (nobody learns a short number from a masked one).
 */
export function maskMiddle(value: string, head: number, tail: number): string {
  const chars = Array.from(value.trim());
  if (chars.length === 0) return '';
  if (chars.length <= head + tail) return STAR.repeat(Math.max(chars.length - 1, 1)) + chars.slice(-1).join('');
  return chars.slice(0, head).join('') + STAR.repeat(chars.length - head - tail) + chars.slice(-tail).join('');
}

/** A phone number as `138****5678` (mobile) or with its middle hidden (a landline's area code stays). */
export const maskPhone = (phone: string) => maskMiddle(phone, 3, 4);

/** An ID number as `110***********1234`: the region kept, the birth date and sequence hidden. */
export const maskIdNumber = (idNumber: string) => maskMiddle(idNumber, 3, 4);

/** An e-mail as `l***@demo.edu.cn`: the domain stays (it says which school), the name is hidden but its first letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMiddle(email, 1, 0);
  return `${Array.from(email.slice(0, at))[0]}***${email.slice(at)}`;
}

/** The Chinese name of a user type. */
export const USER_TYPE_NAMES: Record<string, string> = {
  STUDENT: '学生',
  TEACHER: '教职工',
  STAFF: '教职工',
  ALUMNI: '校友',
  CITIZEN: '居民',
};

type ProfileRow = typeof personProfiles.$inferSelect;

/** getPersonInfo: the account and the profile, with phone, ID number and e-mail masked here, on the server. */
export const toPersonInfo = (user: UserRow, profile: ProfileRow | undefined): PersonInfo => ({
  uid: String(user.uid),
  account: user.username,
  name: user.name,
  avatar: user.avatar,
  userTypeName: USER_TYPE_NAMES[user.userType] ?? '',
  gender: profile?.gender ?? '',
  orgName: profile?.orgName ?? '',
  major: profile?.major ?? '',
  className: profile?.className ?? '',
  title: profile?.title ?? '',
  enrolledOn: profile?.enrolledOn ?? '',
  phone: maskPhone(profile?.phone ?? ''),
  idNumber: maskIdNumber(profile?.idNumber ?? ''),
  email: maskEmail(profile?.email ?? ''),
});

/** What each counter of 我的工作 counts. */
export type WorkKey =
  'applications' | 'task-todo' | 'approval-pending' | 'approval-ongoing' | 'message-unread' | 'notice-unread';

/**
 * One source and one label per number (issue 35 item 6, ADR 057): each counter counts what the page it leads to
 * lists under the same words — 待办 the task center's 待办, 待我审批 its 审批 · 待我审批, 我发起的·审批中 its 审批 ·
 * 我发起的 filtered to 审批中, the unread ones the information center's.
 */
const WORK: Record<WorkKey, { name: string; link: string }> = {
  applications: { name: '我的办件', link: '/personal-center/applications' },
  'task-todo': { name: '待办', link: '/task-center' },
  'approval-pending': { name: '待我审批', link: '/task-center?type=approval&aprvType=1' },
  'approval-ongoing': { name: '我发起的·审批中', link: '/task-center?type=approval&aprvType=4&status=1' },
  'message-unread': { name: '未读消息', link: '/info-center?kind=message&read=0' },
  'notice-unread': { name: '未读通知', link: '/info-center?kind=notice&read=0' },
};
const CAMPUS_ORDER: WorkKey[] = [
  'task-todo',
  'approval-pending',
  'approval-ongoing',
  'message-unread',
  'notice-unread',
  'applications',
];
const GOVERNMENT_ORDER: WorkKey[] = [
  'applications',
  'approval-ongoing',
  'task-todo',
  'approval-pending',
  'message-unread',
  'notice-unread',
];

/**
 * The counters of 我的工作 of a unit template (spec §3: 1 default, 2 and 3 pctpl2, 4 pctpl4): the same counters with
 * the same words everywhere; the campus frames lead with what waits for the person, the government frames (2 and 3)
 * with what the person applied for.
 */
export const toWorkEntries = (template: number, counts: Record<WorkKey, number>): PersonWorkEntry[] =>
  (template === 2 || template === 3 ? GOVERNMENT_ORDER : CAMPUS_ORDER).map((key) => ({
    key,
    ...WORK[key],
    count: counts[key],
  }));

type TypeRow = typeof personDataTypes.$inferSelect;

export const toDataType = (row: TypeRow, count: number): PersonDataType => ({
  typeId: row.id,
  code: row.code,
  name: row.name,
  icon: row.icon,
  count,
});

export const toDataItem = (row: DataItemRow): PersonDataItem => ({
  itemKey: row.itemKey,
  typeId: row.typeId,
  typeName: row.typeName,
  name: row.name,
  value: row.value,
  unit: row.unit,
  link: row.link,
  updateTime: formatMinute(row.updatedAt),
  selected: row.selected ? 1 : 0,
});

/** How many tiles a person who never chose any sees: the first items in type order. */
export const DEFAULT_TILES = 4;

/** The tiles: the chosen items in the person's order, or, until they choose, the first few. */
export function tilesOf(rows: DataItemRow[]): DataItemRow[] {
  const chosen = rows.filter((row) => row.selected).sort((a, b) => a.tileSort - b.tileSort);
  return chosen.length > 0 ? chosen : rows.slice(0, DEFAULT_TILES);
}

/** Fen as yuan with two decimals: 629900 → '6299.00'. */
export const yuan = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

type AssetRow = typeof personAssets.$inferSelect;

export const toAsset = (row: AssetRow): PersonAsset => ({
  assetNo: row.assetNo,
  name: row.name,
  category: row.category,
  model: row.model,
  location: row.location,
  value: yuan(row.valueCents),
  acquiredOn: row.acquiredOn,
  status: row.status,
});

/** How the OA names itself in the inbox (sourceType) and in the approvals (source). */
export const OA_SOURCE_TYPES = ['OA', '协同办公系统'];
export const OA_APPROVAL_SOURCE = '协同办公系统';
export const OA_SYSTEM_NAME = '协同办公（OA）';
/** The OA's entry in the unit's catalogue is found by this start of its name. */
export const OA_APP_NAME = '协同办公';
