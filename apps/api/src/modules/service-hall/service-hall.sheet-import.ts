import { and, eq } from 'drizzle-orm';
import {
  ATTRIBUTE_TYPE,
  AUDIENCE_NAMES,
  type ServiceFields,
  type ServiceGuide,
  type ServiceMaterial,
  type SpreadsheetUpload,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { checkRows, noteRepeats, RowProblems } from '../../lib/sheet-rows';
import { readSheet } from '../../lib/spreadsheet';
import { coversDepartment, fieldProblems, loadOptions, type Option } from './service-hall.admin-checks';
import { readServices, writeService, type Tx } from './service-hall.admin-store';
import {
  cellsOf,
  SERVICE_COLUMNS,
  serviceCellsSchema,
  type ServiceCells,
  type ServiceSheetRow,
} from './service-hall.sheet-columns';
import { apps } from './service-hall.table';

// An import of services (ADR 070, ADR 071): every row checked first, every problem noted by row, then all rows
// written in one transaction — or none. Rows are matched to the unit's services by name.

/** How many services an import's audit entry shows before and after (the rest are counted). */
const AUDITED_ROWS = 200;

const idByName = (options: Option[], name: string) => options.find((option) => option.name === name)?.id;

const newMaterial = (name: string): ServiceMaterial => ({
  name,
  copies: '原件 1 份',
  format: '',
  required: true,
  medium: 'paper',
  sampleUrl: '',
  blankUrl: '',
  note: '',
});

/** The guide of a service that had none: what the row does not say is left empty, the agency is the department. */
const newGuide = (name: string, deptName: string, audiences: ServiceFields['audiences']): ServiceGuide => ({
  matterName: name,
  matterType: '公共服务',
  implAgency: deptName,
  coAgencies: [],
  audienceText: audiences.map((audience) => AUDIENCE_NAMES[audience]).join('、'),
  handleMode: 'online',
  acceptCondition: '',
  setBasis: '',
  materials: [],
  steps: [],
  legalEndTime: 0,
  promiseEndTime: 0,
  chargeStandard: '',
  chargeBasis: '',
  handlePlace: '',
  handleTime: '',
  askPhone: '',
  supervisePhone: '',
  faq: [],
});

const saysGuide = (row: ServiceSheetRow) =>
  Boolean(
    row.matterType ||
    row.handleMode ||
    row.acceptCondition ||
    row.materials.length ||
    row.steps.length ||
    row.legalDays ||
    row.promiseDays ||
    row.charge ||
    row.place ||
    row.hours ||
    row.askPhone ||
    row.supervisePhone ||
    row.setBasis,
  );

interface Resolved {
  deptId: number;
  deptName: string;
  typeId: number;
  systemId: number | null;
  labelIds: number[];
}

/** A row over the service it updates (or a new one): what the sheet has no column for is kept. */
function fieldsOfRow(row: ServiceSheetRow, ids: Resolved, was: ServiceFields | undefined): ServiceFields {
  const handling = row.handling ?? (row.pcUrl || row.mobileUrl ? 'online' : row.system ? 'system' : 'offline');
  const base = was?.guide ?? (saysGuide(row) ? newGuide(row.name, ids.deptName, row.audiences) : null);
  const guide: ServiceGuide | null = base && {
    ...base,
    matterType: row.matterType,
    handleMode: row.handleMode ?? (handling === 'offline' ? 'counter' : base.handleMode),
    acceptCondition: row.acceptCondition,
    materials: row.materials.map((name) => base.materials.find((item) => item.name === name) ?? newMaterial(name)),
    steps: row.steps,
    legalEndTime: row.legalDays,
    promiseEndTime: row.promiseDays,
    chargeStandard: row.charge,
    handlePlace: row.place,
    handleTime: row.hours,
    askPhone: row.askPhone,
    supervisePhone: row.supervisePhone,
    setBasis: row.setBasis,
  };
  return {
    icon: '',
    openType: 1,
    guideFirst: false,
    roles: [],
    recommended: false,
    ...was,
    name: row.name,
    summary: row.summary,
    typeId: ids.typeId,
    deptId: ids.deptId,
    audiences: row.audiences,
    labelIds: ids.labelIds,
    handling,
    pcUrl: handling === 'online' ? row.pcUrl : '',
    mobileUrl: handling === 'online' ? row.mobileUrl : '',
    systemId: handling === 'system' ? ids.systemId : null,
    visitorVisible: row.visitor,
    sort: row.sort,
    listed: row.listed,
    guide,
  };
}

export interface ServiceImport {
  created: number;
  updated: number;
  before: ServiceCells[];
  after: ServiceCells[];
}

/**
 * Imports a file of services into unit `fid` for a caller whose departments are `scope`: a row of another
 * department — or naming another department's service — is a wrong row like any other.
 */
export async function importServices(
  db: Db,
  fid: number,
  scope: 'all' | number[],
  upload: SpreadsheetUpload,
): Promise<ServiceImport> {
  const rows = await readSheet(upload, SERVICE_COLUMNS);
  const problems = new RowProblems();
  const passed = checkRows(rows, SERVICE_COLUMNS, serviceCellsSchema, problems);
  noteRepeats(
    passed,
    (row) => row.name,
    (first) => `服务名称：与第 ${first} 行重复`,
    problems,
  );
  return db.transaction(async (tx) => {
    const options = await loadOptions(tx, fid);
    const named = await servicesByName(tx, fid);
    const existingIds = passed.flatMap(({ value }) => named.get(value.name) ?? []).map((service) => service.id);
    const existing = await readServices(tx, fid, existingIds, true);
    const planned: { id: number | null; fields: ServiceFields }[] = [];
    for (const { line, value } of passed) {
      const note = (message: string) => problems.add(line, message);
      const deptId = idByName(options.departments, value.dept);
      const typeId = idByName(options.types, value.type);
      const systemId = value.system ? (idByName(options.systems, value.system) ?? null) : null;
      const labelIds = value.labels.map((name) => idByName(options.labels, name));
      if (deptId === undefined) note(`办理部门：本单位没有「${value.dept}」`);
      else if (!coversDepartment(scope, deptId)) note('办理部门：您只能导入本人负责部门的服务事项');
      if (typeId === undefined) note(`服务分类：本单位没有「${value.type}」`);
      if (value.system && systemId === null) note(`业务系统：本单位没有「${value.system}」`);
      value.labels.forEach((name, at) => labelIds[at] === undefined && note(`标签：本单位没有「${name}」`));
      const twins = named.get(value.name) ?? [];
      if (twins.length > 1) note('服务名称：本单位有多个同名事项，请先在后台改名后再导入');
      if (twins[0] && !coversDepartment(scope, twins[0].deptId)) note('服务名称：该事项属于其他部门，您不能修改');
      if (problems.has(line)) continue;
      const was = twins[0] ? existing.get(twins[0].id)?.service : undefined;
      const ids = { deptId: deptId!, deptName: value.dept, typeId: typeId!, systemId, labelIds: labelIds as number[] };
      const fields = fieldsOfRow(value, ids, was);
      fieldProblems(fields, options).forEach(note);
      planned.push({ id: twins[0]?.id ?? null, fields });
    }
    problems.refuseIfAny();
    for (const { id, fields } of planned) await writeService(tx, fid, id, fields);
    const updated = planned.filter((plan) => plan.id !== null);
    return {
      created: planned.length - updated.length,
      updated: updated.length,
      before: updated.slice(0, AUDITED_ROWS).map((plan) => cellsOf(existing.get(plan.id!)!.service, options)),
      after: planned.slice(0, AUDITED_ROWS).map((plan) => cellsOf(plan.fields, options)),
    };
  });
}

/** The unit's services by name, with their departments (a name normally names one). */
async function servicesByName(tx: Tx, fid: number) {
  const rows = await tx
    .select({ id: apps.id, name: apps.name, deptId: apps.deptId })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.attributeType, ATTRIBUTE_TYPE.service)));
  const byName = new Map<string, { id: number; deptId: number }[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  return byName;
}
