import type { Audience } from '@yizhan/contracts';
import type { GuideMaterial } from '../../schema';

/** A handling department: where to go and whom to call. */
export interface DeptSeed {
  key: string;
  name: string;
  place: string;
  phone: string;
}

/** A service category and its services: each item row is [department key, kind, ...service names]. */
export interface ServiceTypeSeed {
  name: string;
  /** File name (without .svg) under /assets/demo/icons/. */
  icon: string;
  audiences: Audience[];
  /** User types that see these services when signed in; absent means everyone. */
  roles?: string[];
  /** Legal or policy basis (设定依据) shared by the category. */
  basis: string;
  items: [dept: string, kind: string, ...names: string[]][];
}

/** A business system (业务系统) with its own site. */
export interface SystemSeed {
  name: string;
  dept: string;
  /** Index into Catalogue.systemTypes. */
  type: number;
  pcUrl: string;
  mobileUrl?: string;
  summary: string;
  audiences: Audience[];
  roles?: string[];
  /** Guests see it too. */
  visitor?: boolean;
}

/** What a guide template needs to know about one service. */
export interface GuideContext {
  name: string;
  dept: DeptSeed;
  audienceText: string;
}

/** How services of one kind (证明开具, 行政许可 …) are described and handled. */
export interface KindTemplate {
  itemType: string;
  mode: 'online' | 'both' | 'counter';
  /** Legal and promised limits in working days. */
  days: [legal: number, promised: number];
  summary: (c: GuideContext) => string;
  condition: (c: GuideContext) => string;
  materials: (c: GuideContext) => GuideMaterial[];
  workflow: (c: GuideContext) => string[];
  faq: (c: GuideContext) => { question: string; answer: string }[];
  coAgencies?: string[];
}

/** The facts a label rule looks at. */
export interface LabelFacts {
  name: string;
  hits: number;
  mobileUrl: string;
  handleMode: 'online' | 'both' | 'counter';
  promiseEndTime: number;
  roles: string[];
}

/** Everything the service hall of one unit is seeded from. */
export interface Catalogue {
  departments: DeptSeed[];
  serviceTypes: ServiceTypeSeed[];
  systemTypes: { name: string; icon: string }[];
  systems: SystemSeed[];
  labels: { name: string; applies: (facts: LabelFacts) => boolean }[];
  kinds: Record<string, KindTemplate>;
  /** Services people use most (their hit counts are seeded higher). */
  popular: RegExp;
  /** Charged services: name → [standard, basis]; the rest are free. */
  fees: Record<string, [string, string]>;
  /** Online service addresses; the app code is appended. */
  pcBase: string;
  mobileBase: string;
  /** The service's name rides along in its links (`?name=`): the demo business system shows it (ADR 042). */
  nameInLinks?: boolean;
  handleTime: string;
  supervisePhone: string;
  audienceText: Partial<Record<Audience, string>>;
}

/** Links of the demo blank and sample forms (static pages under apps/web/public). */
export const FORM_BLANK_URL = '/assets/demo/forms/application-form.html';
export const FORM_SAMPLE_URL = '/assets/demo/forms/application-form-sample.html';

/** The form of a service: 「国家励志奖学金申请」's is 国家励志奖学金申请表 (not 申请申请表), 「缓考」's 缓考申请表. */
export const formName = (service: string): string =>
  /(申请|报名|登记)$/.test(service) ? `${service}表` : `${service}申请表`;

/** One material; `form` gives it the demo blank and sample form links. */
export function material(
  name: string,
  copies: string,
  format: string,
  medium: GuideMaterial['medium'],
  options: { required?: boolean; form?: boolean; note?: string } = {},
): GuideMaterial {
  return {
    name,
    copies,
    format,
    required: options.required ?? true,
    medium,
    sampleUrl: options.form ? FORM_SAMPLE_URL : '',
    blankUrl: options.form ? FORM_BLANK_URL : '',
    note: options.note ?? '',
  };
}

/** The icon path of a category icon file. */
export const iconPath = (icon: string) => `/assets/demo/icons/${icon}.svg`;
