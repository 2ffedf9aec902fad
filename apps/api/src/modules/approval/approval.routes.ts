import type { FastifyInstance } from 'fastify';
import { approvalApi, CODE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { onSite, siteOrigin } from '../units';
import { countByType, findOwnApproval, pageApprovals } from './approval.repository';
import { APPROVAL_NOT_FOUND, toApprovalItem, toCounts } from './approval.service';

const tags = ['审批数据'];

/**
 * A signed-in user's approval data (spec §7 Approval): the lists by relation and status, the count of each
 * relation, and one item's link for the leave-the-portal notice. Guests get code 401 (sign in); per-user data is
 * read live, never cached or shared.
 */
export async function approvalRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serve(
    app,
    approvalApi.list,
    async ({ request, body }) => {
      const { uid } = requireUser(request);
      const filter = { fid: request.unit.fid, uid, aprvType: body.aprvType, status: body.aprvStatusType };
      const { rows, total } = await pageApprovals(db, filter, body.page, body.pageSize);
      const origin = siteOrigin(request);
      return { list: rows.map((row) => toApprovalItem(origin, row)), total };
    },
    { tags },
  );
  serve(
    app,
    approvalApi.counts,
    async ({ request }) => {
      const { uid } = requireUser(request);
      return toCounts(await countByType(db, request.unit.fid, uid));
    },
    { tags },
  );
  serve(
    app,
    approvalApi.link,
    async ({ request, query }) => {
      const { uid } = requireUser(request);
      const [row] = await findOwnApproval(db, request.unit.fid, uid, Number(query.id));
      if (!row) throw new BusinessError(CODE.notFound, APPROVAL_NOT_FOUND, 404);
      return {
        id: row.id,
        title: row.title,
        source: row.source,
        pageLinkUrl: onSite(siteOrigin(request), row.pageLinkUrl),
      };
    },
    { tags },
  );
}
