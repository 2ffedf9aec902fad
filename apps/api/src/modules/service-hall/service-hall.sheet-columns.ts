import { z } from 'zod';
import {
  AUDIENCE_NAMES,
  GUIDE_HANDLE_MODE_NAMES,
  SERVICE_HANDLING_NAMES,
  type ServiceFields,
  type ServiceGuide,
  type ServiceHandling,
} from '@yizhan/contracts';
import type { SheetColumn } from '../../lib/spreadsheet';
import type { ServiceOptionSets } from './service-hall.admin-checks';

// The columns of the services' spreadsheet (ADR 071): one row per service, what an operator can fill in. Export,
// template and import use the same columns, so an exported file edited and imported again changes only what was
// edited. Lists (audiences, labels, materials, steps) are written one item per line or separated by semicolons.

const LIST_HINT = '多项用分号（; 或 ；）分开，或在单元格内换行（Alt+Enter）';

export const SERVICE_COLUMNS = [
  {
    key: 'name',
    header: '服务名称',
    required: true,
    width: 28,
    hint: '按名称对应本单位的服务事项：已有同名事项则更新它，没有则新建',
  },
  {
    key: 'dept',
    header: '办理部门',
    required: true,
    width: 18,
    hint: '本单位已有部门的全称；事项管理员只能填写本人负责的部门',
  },
  { key: 'type', header: '服务分类', required: true, width: 14, hint: '本单位已有服务分类的名称' },
  {
    key: 'handling',
    header: '办理方式',
    width: 12,
    hint: '在线办理、业务系统、仅线下办理之一；不填时，填了地址为在线办理，否则为仅线下办理',
  },
  { key: 'system', header: '业务系统', width: 16, hint: '办理方式为业务系统时必填：本单位业务系统的名称' },
  {
    key: 'pcUrl',
    header: '电脑端地址',
    width: 30,
    hint: '在线办理的网址，以 http:// 或 https:// 开头；只在手机应用内办理的可不填',
  },
  { key: 'mobileUrl', header: '手机端地址', width: 30, hint: '以 http:// 或 https:// 开头' },
  { key: 'listed', header: '上架', width: 8, hint: '是 或 否；不填为是。下架的事项两个站点都不再显示' },
  { key: 'visitor', header: '游客可见', width: 10, hint: '是 或 否；不填为是。否：登录后才能看到' },
  { key: 'summary', header: '简介', width: 30, hint: '一两句话说明这项服务，最多 300 字' },
  {
    key: 'audiences',
    header: '服务对象',
    width: 14,
    hint: `${Object.values(AUDIENCE_NAMES).join('、')} 中的一个或多个；${LIST_HINT}`,
  },
  { key: 'labels', header: '标签', width: 14, hint: `本单位已有标签的名称；${LIST_HINT}` },
  { key: 'sort', header: '排序', width: 8, text: true, hint: '整数，小的在前；不填为 0' },
  { key: 'matterType', header: '事项类型', width: 12, hint: '如 公共服务、行政许可' },
  {
    key: 'handleMode',
    header: '办理形式',
    width: 14,
    hint: `${Object.values(GUIDE_HANDLE_MODE_NAMES).join('、')}之一；不填时按办理方式`,
  },
  { key: 'acceptCondition', header: '受理条件', width: 30, hint: '最多 2000 字' },
  {
    key: 'materials',
    header: '申请材料',
    width: 30,
    hint: `材料名称；${LIST_HINT}。已有材料的份数、样表等信息保留，可在后台逐项修改`,
  },
  { key: 'steps', header: '办理流程', width: 36, hint: `每一步一项；${LIST_HINT}` },
  { key: 'legalDays', header: '法定时限（工作日）', width: 12, text: true, hint: '工作日数，整数；不填为 0' },
  { key: 'promiseDays', header: '承诺时限（工作日）', width: 12, text: true, hint: '工作日数，整数；不填为 0' },
  { key: 'charge', header: '收费标准', width: 16, hint: '如 不收费' },
  { key: 'place', header: '办理地点', width: 24, hint: '窗口或办公室的地址' },
  { key: 'hours', header: '办理时间', width: 24, hint: '如 工作日 8:30-11:30，14:00-17:00' },
  { key: 'askPhone', header: '咨询电话', width: 16, text: true, hint: '如 010-12345678' },
  { key: 'supervisePhone', header: '监督电话', width: 16, text: true, hint: '如 010-12345678' },
  { key: 'setBasis', header: '设定依据', width: 30, hint: '法律法规、规章或校内制度的名称和条款' },
] as const satisfies readonly SheetColumn[];

export type ServiceColumnKey = (typeof SERVICE_COLUMNS)[number]['key'];
export type ServiceCells = Record<ServiceColumnKey, string>;

/** The guide's columns: a row with any of them filled in has a guide. */
export const GUIDE_KEYS = [
  'matterType',
  'handleMode',
  'acceptCondition',
  'materials',
  'steps',
  'legalDays',
  'promiseDays',
  'charge',
  'place',
  'hours',
  'askPhone',
  'supervisePhone',
  'setBasis',
] as const satisfies readonly ServiceColumnKey[];

/** A list cell's items: split on semicolons and line breaks, trimmed, empties dropped. */
export const itemsOf = (cell: string) =>
  cell
    .split(/[;；\r\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);

const joined = (items: readonly string[]) => items.join('；');
const yesNo = (value: boolean) => (value ? '是' : '否');
const nameOf = (options: { id: number; name: string }[], id: number | null) =>
  options.find((option) => option.id === id)?.name ?? '';

/** A service as a row of the sheet (export). */
export function cellsOf(service: ServiceFields, options: ServiceOptionSets): ServiceCells {
  const guide: ServiceGuide | null = service.guide;
  return {
    name: service.name,
    dept: nameOf(options.departments, service.deptId),
    type: nameOf(options.types, service.typeId),
    handling: SERVICE_HANDLING_NAMES[service.handling],
    system: service.handling === 'system' ? nameOf(options.systems, service.systemId) : '',
    pcUrl: service.pcUrl,
    mobileUrl: service.mobileUrl,
    listed: yesNo(service.listed),
    visitor: yesNo(service.visitorVisible),
    summary: service.summary,
    audiences: joined(service.audiences.map((audience) => AUDIENCE_NAMES[audience])),
    labels: joined(service.labelIds.map((id) => nameOf(options.labels, id))),
    sort: String(service.sort),
    matterType: guide?.matterType ?? '',
    handleMode: guide ? GUIDE_HANDLE_MODE_NAMES[guide.handleMode] : '',
    acceptCondition: guide?.acceptCondition ?? '',
    materials: joined(guide?.materials.map((material) => material.name) ?? []),
    steps: guide ? guide.steps.join('\n') : '',
    legalDays: guide ? String(guide.legalEndTime) : '',
    promiseDays: guide ? String(guide.promiseEndTime) : '',
    charge: guide?.chargeStandard ?? '',
    place: guide?.handlePlace ?? '',
    hours: guide?.handleTime ?? '',
    askPhone: guide?.askPhone ?? '',
    supervisePhone: guide?.supervisePhone ?? '',
    setBasis: guide?.setBasis ?? '',
  };
}

const reverse = <K extends string>(names: Readonly<Record<K, string>>) =>
  new Map(Object.entries(names).map(([key, name]) => [name as string, key as K]));
const handlingByName = reverse(SERVICE_HANDLING_NAMES);
const handleModeByName = reverse(GUIDE_HANDLE_MODE_NAMES);
const audienceByName = reverse(AUDIENCE_NAMES);

const cell = (max: number) => z.string().max(max, `不能超过 ${max} 个字`);
const flag = z.enum(['', '是', '否'], { error: '请填写 是 或 否' }).transform((value) => value !== '否');
const dayCount = z
  .string()
  .regex(/^\d{0,4}$/, '应为工作日数（整数）')
  .transform((value) => Number(value || 0));

/** A row's cells checked and read (names still to be matched against the unit's options). */
export const serviceCellsSchema = z.object({
  name: cell(60).min(1, '不能为空'),
  dept: cell(100).min(1, '不能为空'),
  type: cell(100).min(1, '不能为空'),
  handling: z
    .string()
    .refine((value) => value === '' || handlingByName.has(value), '应为 在线办理、业务系统 或 仅线下办理')
    .transform((value) => (value ? handlingByName.get(value)! : undefined) as ServiceHandling | undefined),
  system: cell(100),
  pcUrl: z
    .string()
    .max(1000, '过长')
    .regex(/^(https?:\/\/\S+)?$/, '应以 http:// 或 https:// 开头'),
  mobileUrl: z
    .string()
    .max(1000, '过长')
    .regex(/^(https?:\/\/\S+)?$/, '应以 http:// 或 https:// 开头'),
  listed: flag,
  visitor: flag,
  summary: cell(300),
  audiences: z
    .string()
    .transform(itemsOf)
    .refine((items) => items.every((item) => audienceByName.has(item)), {
      message: `只能是 ${[...audienceByName.keys()].join('、')}`,
    })
    .transform((items) => [...new Set(items.map((item) => audienceByName.get(item)!))]),
  labels: z.string().transform(itemsOf),
  sort: z
    .string()
    .regex(/^\d{0,7}$/, '应为不小于 0 的整数')
    .transform((value) => Number(value || 0)),
  matterType: cell(50),
  handleMode: z
    .string()
    .refine(
      (value) => value === '' || handleModeByName.has(value),
      `应为 ${Object.values(GUIDE_HANDLE_MODE_NAMES).join('、')} 之一`,
    )
    .transform((value) => (value ? handleModeByName.get(value)! : undefined)),
  acceptCondition: cell(2000),
  materials: z
    .string()
    .transform(itemsOf)
    .refine((items) => items.length <= 50 && items.every((item) => item.length <= 100), '最多 50 项，每项最多 100 字'),
  steps: z
    .string()
    .transform(itemsOf)
    .refine((items) => items.length <= 30 && items.every((item) => item.length <= 500), '最多 30 步，每步最多 500 字'),
  legalDays: dayCount,
  promiseDays: dayCount,
  charge: cell(500),
  place: cell(300),
  hours: cell(300),
  askPhone: cell(100),
  supervisePhone: cell(100),
  setBasis: cell(2000),
});
export type ServiceSheetRow = z.infer<typeof serviceCellsSchema>;
