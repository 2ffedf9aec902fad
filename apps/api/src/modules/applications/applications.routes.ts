import type { FastifyInstance } from 'fastify';
import { applicationsApi, CODE, formatSecond, PROGRESS_NOT_FOUND } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import type { SealKey } from '../../lib/sealed-text';
import { serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { countRequest } from '../rate-limit';
import {
  APPLICATION_NOT_FOUND,
  countByStatus,
  findByApplyNo,
  findOwnApplication,
  pageApplications,
  stepsOf,
} from './applications.repository';
import { statusName, tailMatches, toItem, toStep, toTypes } from './applications.service';

const tags = ['我的办件'];

/** Lookups of one 办件编号 an hour: a person mistyping gets several tries; guessing 10 000 tails takes years. */
export const LOOKUPS_PER_NUMBER = 10;
/** Lookups from one address in ten minutes, whatever the numbers (guessing numbers instead of digits). */
export const LOOKUPS_PER_ADDRESS = 30;
export const TOO_MANY_LOOKUPS = '查询过于频繁，请稍后再试';
export const NO_LOOKUP = '本单位未开放办件进度查询';

/** Government units (their people are citizens) offer the public lookup; a campus's applications stay private. */
const offersLookup = (request: ApiRequest) => request.unit.defaultUserType === 'CITIZEN';

/**
 * Counts one lookup against the number and the address (loopback included: the lookup is the place to guess). The
 * number is counted whether it exists or not, so the limit tells nothing either.
 */
async function countLookup(db: Db, request: ApiRequest, applyNo: string) {
  const now = Date.now();
  const hour = Math.floor(now / 3_600_000);
  const tenMinutes = Math.floor(now / 600_000);
  const fid = request.unit.fid;
  const [byNumber, byAddress] = await Promise.all([
    countRequest(db, `progress:${fid}:no:${applyNo}:${hour}`, new Date((hour + 1) * 3_600_000)),
    countRequest(db, `progress:${fid}:ip:${request.ip}:${tenMinutes}`, new Date((tenMinutes + 1) * 600_000)),
  ]);
  if (byNumber > LOOKUPS_PER_NUMBER || byAddress > LOOKUPS_PER_ADDRESS) {
    const retryAfter = byAddress > LOOKUPS_PER_ADDRESS ? 600 : 3600;
    throw new BusinessError(CODE.tooManyRequests, TOO_MANY_LOOKUPS, 429, { 'retry-after': String(retryAfter) });
  }
}

/**
 * 我的办件 (issue 38 §1, ADR 085): the person's own applications, their counts per state and each one's timeline;
 * and, on government units, the public lookup by number and the phone's last four digits.
 */
export async function applicationRoutes(
  app: FastifyInstance,
  { db, personalDataKey }: { db: Db; personalDataKey: SealKey },
) {
  const ownerOf = (request: ApiRequest) => ({ fid: request.unit.fid, uid: requireUser(request).uid });

  serve(
    app,
    applicationsApi.types,
    async ({ request }) => {
      const owner = ownerOf(request);
      return toTypes(await countByStatus(db, owner.fid, owner.uid));
    },
    { tags },
  );

  serve(
    app,
    applicationsApi.list,
    async ({ request, query }) => {
      const { rows, total } = await pageApplications(
        db,
        ownerOf(request),
        query.status || undefined,
        query.page,
        query.pageSize,
      );
      return { list: rows.map(toItem), total };
    },
    { tags },
  );

  serve(
    app,
    applicationsApi.detail,
    async ({ request, query }) => {
      const row = await findOwnApplication(db, ownerOf(request), Number(query.id));
      if (!row) throw new BusinessError(CODE.notFound, APPLICATION_NOT_FOUND, 404);
      const steps = await stepsOf(db, row.id);
      return { ...toItem(row), pcUrl: row.pcUrl, mobileUrl: row.mobileUrl, steps: steps.map(toStep) };
    },
    { tags },
  );

  serve(
    app,
    applicationsApi.progressOpen,
    async ({ request }) => ({ open: offersLookup(request) ? (1 as const) : (0 as const) }),
    {
      tags,
    },
  );

  serve(
    app,
    applicationsApi.progress,
    async ({ request, body }) => {
      if (!offersLookup(request)) throw new BusinessError(CODE.notFound, NO_LOOKUP, 404);
      await countLookup(db, request, body.applyNo);
      const row = await findByApplyNo(db, request.unit.fid, body.applyNo);
      if (!tailMatches(personalDataKey, row?.phoneTail, body.phoneTail) || !row) {
        throw new BusinessError(CODE.notFound, PROGRESS_NOT_FOUND, 404);
      }
      const steps = await stepsOf(db, row.id);
      return {
        applyNo: row.applyNo,
        serviceName: row.serviceName,
        deptName: row.deptName,
        status: row.status,
        statusName: statusName(row.status),
        submitTime: formatSecond(row.submittedAt),
        // A stranger with the number learns where the case stands, not the system's pages.
        steps: steps.map(toStep).map((step) => ({
          status: step.status,
          statusName: step.statusName,
          time: step.time,
          deptName: step.deptName,
          note: step.note,
          supplement: step.supplement,
        })),
      };
    },
    { tags },
  );
}
