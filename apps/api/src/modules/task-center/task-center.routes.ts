import type { FastifyInstance } from 'fastify';
import { CODE, taskCenterApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { countByTab, findOwnTask, pageTasks } from './task-center.repository';
import { TASK_NOT_FOUND, toTaskItem, toTypeCounts } from './task-center.service';

const tags = ['任务中心'];

/**
 * A signed-in user's task center (spec §7 Person and tasks): the lists with their counts, one list paged, and one
 * task's addresses for the leave-the-portal notice. Guests get code 401; per-user data is read live, never cached.
 */
export async function taskCenterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serve(
    app,
    taskCenterApi.types,
    async ({ request }) => {
      const { uid } = requireUser(request);
      return toTypeCounts(await countByTab(db, request.unit.fid, uid, new Date()));
    },
    { tags },
  );
  serve(
    app,
    taskCenterApi.list,
    async ({ request, body }) => {
      const { uid } = requireUser(request);
      const filter = { fid: request.unit.fid, uid, tab: body.taskType };
      const { rows, total } = await pageTasks(db, filter, body.page, body.pageSize);
      const now = new Date();
      return { list: rows.map((row) => toTaskItem(row, now)), total };
    },
    { tags },
  );
  serve(
    app,
    taskCenterApi.link,
    async ({ request, query }) => {
      const { uid } = requireUser(request);
      const [row] = await findOwnTask(db, request.unit.fid, uid, Number(query.id));
      if (!row) throw new BusinessError(CODE.notFound, TASK_NOT_FOUND, 404);
      return { id: row.id, title: row.title, source: row.source, pcUrl: row.pcUrl, mobileUrl: row.mobileUrl };
    },
    { tags },
  );
}
