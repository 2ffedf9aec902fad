import { and, eq } from 'drizzle-orm';
import { ATTRIBUTE_TYPE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { Viewer } from '../../lib/viewer';
import { canSeeApp } from './service-hall.service';
import { appGuides, apps, type GuideMaterial } from './service-hall.table';

/** What another module (情形引导, ADR 088) may read of a service and its guide: who sees it, and what answers select. */
export interface ServiceGuideParts {
  appId: number;
  name: string;
  deptId: number;
  visitorVisible: boolean;
  roles: string[];
  listed: boolean;
  /** Null when the service has no 办事指南. */
  guide: {
    materials: GuideMaterial[];
    steps: string[];
    chargeStandard: string;
    promiseEndTime: number;
    handlePlace: string;
    handleTime: string;
  } | null;
}

/** A service (not a business system) of the unit with the parts of its guide, whoever may see it. */
export async function findGuideParts(db: Db, fid: number, appId: number): Promise<ServiceGuideParts | undefined> {
  const [row] = await db
    .select({
      appId: apps.id,
      name: apps.name,
      deptId: apps.deptId,
      visitorVisible: apps.visitorVisible,
      roles: apps.roles,
      listed: apps.listed,
      hasGuide: appGuides.appId,
      materials: appGuides.materials,
      steps: appGuides.workflow,
      chargeStandard: appGuides.chargeStandard,
      promiseEndTime: appGuides.promiseEndTime,
      handlePlace: appGuides.handlePlace,
      handleTime: appGuides.handleTime,
    })
    .from(apps)
    .leftJoin(appGuides, eq(appGuides.appId, apps.id))
    .where(and(eq(apps.fid, fid), eq(apps.id, appId), eq(apps.attributeType, ATTRIBUTE_TYPE.service)));
  if (!row) return undefined;
  const { hasGuide, materials, steps, chargeStandard, promiseEndTime, handlePlace, handleTime, ...service } = row;
  const guide =
    hasGuide === null
      ? null
      : {
          materials: materials!,
          steps: steps!,
          chargeStandard: chargeStandard!,
          promiseEndTime: promiseEndTime!,
          handlePlace: handlePlace!,
          handleTime: handleTime!,
        };
  return { ...service, guide };
}

/** Whether the viewer sees the service (the hall's rule: 上架, and guests only what guests may see). */
export const viewerSeesService = (service: ServiceGuideParts, viewer: Viewer) => canSeeApp(service, viewer);
