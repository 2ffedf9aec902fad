/**
 * How a demo unit's business systems receive people from its portal: the unit's external CAS (`cas`), the portal's
 * own CAS server (`portal-cas`, units with built-in sign-in: ADR 053), the passport cookie — else the portal's CAS
 * (`passport`) — or an API code from the trusted app (`api-code`).
 */
export type Reception = 'cas' | 'portal-cas' | 'passport' | 'api-code';

/** A demo unit whose services lead to the demo business system: its name, its way in, and its portal's host. */
export interface BusinessUnit {
  name: string;
  reception: Reception;
  /** The unit's portal domain (the seed's), for the way back. */
  portalHost: string;
  /** The unit's fid: its passport's (passport reception), and whose demo push key the system uses. */
  fid: number;
  /** The window that receives applications filed here (办件's handling department). */
  deptName: string;
}

/**
 * The demo units by the key their seeded service URLs carry (/business/<key>/…): the government unit signs in by
 * CAS, so its systems take a CAS ticket from that CAS; the campus units sign people in themselves, so their portal is
 * their systems' CAS server (东岳理工学院's take the passport cookie on its domain first); 示范新区's take an API code
 * from the district's trusted app, as its portal does.
 */
export const businessUnits: Readonly<Record<string, BusinessUnit>> = {
  gov: {
    name: '示范市政务服务网',
    reception: 'cas',
    portalHost: 'gov.localhost',
    fid: 200001,
    deptName: '市政务服务中心综合窗口',
  },
  dongyue: {
    name: '东岳理工学院',
    reception: 'passport',
    portalHost: '39374.localhost',
    fid: 39374,
    deptName: '学生事务服务中心',
  },
  campus: {
    name: '示范大学',
    reception: 'portal-cas',
    portalHost: 'localhost',
    fid: 100001,
    deptName: '学生事务服务中心',
  },
  xinghai: {
    name: '星海职业技术学院',
    reception: 'portal-cas',
    portalHost: '331906.localhost',
    fid: 331906,
    deptName: '学生事务服务中心',
  },
  district: {
    name: '示范新区政务服务网',
    reception: 'api-code',
    portalHost: 'district.localhost',
    fid: 200002,
    deptName: '新区政务服务中心综合窗口',
  },
};
