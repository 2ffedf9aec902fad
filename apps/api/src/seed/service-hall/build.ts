import { OFFLINE_MOBILE_URL, SELF_BUILT_PC_URL } from '@yizhan/contracts';
import type { apps, appGuides } from '../../schema';
import { iconPath, type Catalogue, type KindTemplate, type ServiceTypeSeed } from './catalogue';

type AppInsert = Omit<typeof apps.$inferInsert, 'fid' | 'deptId' | 'typeId'>;
type GuideInsert = Omit<typeof appGuides.$inferInsert, 'appId'>;

/** One app to seed, with the department and type it points at by key and position. */
export interface BuiltApp {
  app: AppInsert;
  deptKey: string;
  typeIndex: number;
  labels: string[];
  guide: GuideInsert | null;
}

type Links = Pick<AppInsert, 'resource' | 'openType' | 'guideStatus' | 'pcUrl' | 'mobileUrl'>;

/**
 * The links of the i-th service, cycling through every branch of /to-handle-service (spec §2): online with both
 * URLs (openType 1, 9, 0), the '自建应用' and '线下办理' placeholders, counter only, guide first, desktop only.
 */
function linksOf(i: number, pc: string, mobile: string, kind: KindTemplate): Links {
  const online = { resource: 1, guideStatus: 0, pcUrl: pc, mobileUrl: mobile };
  switch (i % 10) {
    case 2:
    case 9:
      return { ...online, openType: 9 };
    case 3:
      return { ...online, openType: 0 };
    case 4:
      return { ...online, pcUrl: SELF_BUILT_PC_URL, openType: 9 };
    case 5:
      return { ...online, mobileUrl: OFFLINE_MOBILE_URL, openType: 1 };
    case 6:
      if (kind.mode === 'online') return { ...online, openType: 1 };
      return { resource: 0, openType: 0, guideStatus: 0, pcUrl: '', mobileUrl: OFFLINE_MOBILE_URL };
    case 7:
      return { ...online, guideStatus: 1, openType: 1 };
    case 8:
      return { ...online, pcUrl: i % 20 === 8 ? SELF_BUILT_PC_URL : pc, mobileUrl: '', openType: 1 };
    default:
      return { ...online, openType: 1 };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const GUIDE_EPOCH = Date.UTC(2026, 0, 5, 2);

function buildService(catalogue: Catalogue, type: ServiceTypeSeed, typeIndex: number, i: number, n: number) {
  return (deptKey: string, kindKey: string, name: string): BuiltApp => {
    const kind = catalogue.kinds[kindKey];
    const dept = catalogue.departments.find((item) => item.key === deptKey);
    if (!kind || !dept) throw new Error(`Unknown kind ${kindKey} or department ${deptKey} for ${name}`);
    const code = `${type.icon}-${String(n + 1).padStart(2, '0')}`;
    const named = catalogue.nameInLinks ? `?name=${encodeURIComponent(name)}` : '';
    const links = linksOf(i, `${catalogue.pcBase}${code}${named}`, `${catalogue.mobileBase}${code}${named}`, kind);
    const handleMode = links.resource === 0 ? 'counter' : links.mobileUrl === OFFLINE_MOBILE_URL ? 'both' : kind.mode;
    const audienceText = type.audiences.map((audience) => catalogue.audienceText[audience]).join('；');
    const context = { name, dept, audienceText };
    const roles = type.roles ?? [];
    const boost = catalogue.popular.test(name) ? 6000 + ((i * 131) % 3000) : i % 9 === 0 ? 3000 + ((i * 31) % 2000) : 0;
    const hits = ((i * 7919) % 2900) + boost + 12;
    const [legalEndTime, promiseEndTime] = kind.days;
    const [chargeStandard, chargeBasis] = catalogue.fees[name] ?? ['不收费', '本事项不收费'];
    const facts = { name, hits, mobileUrl: links.mobileUrl ?? '', handleMode, promiseEndTime, roles };
    return {
      deptKey,
      typeIndex,
      labels: catalogue.labels.filter((label) => label.applies(facts)).map((label) => label.name),
      app: {
        ...links,
        name,
        icon: iconPath(type.icon),
        summary: kind.summary(context),
        attributeType: 1,
        audiences: type.audiences,
        visitorVisible: roles.length === 0 && i % 5 !== 4,
        roles,
        recommended: i % 11 === 3,
        hits,
        sort: i + 1,
      },
      guide: {
        itemName: name,
        itemType: kind.itemType,
        implAgency: dept.name,
        coAgencies: kind.coAgencies ?? [],
        audienceText,
        handleMode,
        acceptCondition: kind.condition(context),
        setBasis: type.basis,
        materials: kind.materials(context),
        workflow: kind.workflow(context),
        legalEndTime,
        promiseEndTime,
        chargeStandard,
        chargeBasis,
        handlePlace: dept.place,
        handleTime: catalogue.handleTime,
        askPhone: dept.phone,
        supervisePhone: catalogue.supervisePhone,
        faq: kind.faq(context),
        updatedAt: new Date(GUIDE_EPOCH + (i % 90) * DAY_MS),
      },
    };
  };
}

/** Every app of a catalogue, deterministically: services (with guides) first, then business systems. */
export function buildApps(catalogue: Catalogue): BuiltApp[] {
  const built: BuiltApp[] = [];
  catalogue.serviceTypes.forEach((type, typeIndex) => {
    let n = 0;
    for (const [deptKey, kind, ...names] of type.items) {
      for (const name of names) {
        built.push(buildService(catalogue, type, typeIndex, built.length, n)(deptKey, kind, name));
        n += 1;
      }
    }
  });
  catalogue.systems.forEach((system, k) => {
    const roles = system.roles ?? [];
    built.push({
      deptKey: system.dept,
      typeIndex: catalogue.serviceTypes.length + system.type,
      labels: [],
      guide: null,
      app: {
        name: system.name,
        icon: iconPath(catalogue.systemTypes[system.type]!.icon),
        summary: system.summary,
        pcUrl: system.pcUrl,
        mobileUrl: system.mobileUrl ?? '',
        attributeType: 2,
        resource: 1,
        openType: system.mobileUrl && k % 3 === 2 ? 9 : 1,
        guideStatus: 0,
        audiences: system.audiences,
        visitorVisible: (system.visitor ?? false) && roles.length === 0,
        roles,
        recommended: false,
        hits: ((k * 4567) % 2500) + 50,
        sort: k + 1,
      },
    });
  });
  return built;
}
