import type { FastifyInstance } from 'fastify';
import { APPLICATION_STATUS, applicationPushApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { SealKey } from '../../lib/sealed-text';
import { resolveAccounts, servePush, type Withdrawer } from '../integration';
import { changeStatus, deleteApplication, writeApplication, type EndedApplication } from './applications.repository';
import { phoneTailOf } from './applications.service';

/** What the composition root hands in to hear of an application entering an ending state (e.g. 好差评's invitation). */
export interface ApplicationListeners {
  onEnded?: (db: Db, application: EndedApplication) => Promise<void>;
}

/**
 * The application pushes of the integration API (issue 38 §1, ADR 085): an application filed or updated, and each
 * change of its state. Keyed by the system's own id as tasks are; the applicant is an account of the unit. The
 * phone's last four digits are sealed with the personal-data key as they arrive (ADR 048).
 */
export const applicationPushes =
  (personalDataKey: SealKey, { onEnded }: ApplicationListeners = {}) =>
  (app: FastifyInstance, db: Db) => {
    servePush(app, db, applicationPushApi.application, async ({ body, key }) => {
      const people = await resolveAccounts(db, key.fid, [{ field: 'applicant', accounts: [body.applicant] }]);
      const applicant = people.get(body.applicant.toLowerCase())!;
      const now = new Date();
      const result = await writeApplication(
        db,
        { fid: key.fid, sourceSystem: key.name, externalId: body.externalId },
        {
          uid: applicant.uid,
          applyNo: body.applyNo,
          serviceName: body.serviceName,
          source: body.source || key.name,
          deptName: body.deptName,
          pcUrl: body.pcUrl,
          mobileUrl: body.mobileUrl,
          phoneTail: phoneTailOf(body.applicantPhone, personalDataKey),
          submittedAt: body.submitTime ?? now,
        },
        now,
      );
      return { externalId: body.externalId, ...result };
    });

    servePush(app, db, applicationPushApi.status, async ({ body, key }) => {
      const { ended, ...result } = await changeStatus(
        db,
        { fid: key.fid, sourceSystem: key.name, externalId: body.externalId },
        {
          status: body.status as keyof typeof APPLICATION_STATUS,
          at: body.changeTime ?? new Date(),
          deptName: body.deptName,
          note: body.note,
          // Only 需补正 asks for something; a note of another state is just a note.
          supplement: body.status === 4 ? body.supplement : '',
          supplementUrl: body.status === 4 ? body.supplementUrl : '',
        },
        APPLICATION_STATUS,
      );
      // Told once, on the move itself (a retry of the same state is an update); a listener's failure is logged, not
      // the push's: the state is stored.
      if (ended && onEnded) {
        await onEnded(db, ended).catch((error: unknown) =>
          app.log.error({ err: error }, 'application listener failed'),
        );
      }
      return { externalId: body.externalId, ...result };
    });
  };

/** Withdrawing an application filed in error: it and its timeline go. */
export const withdrawApplication: Withdrawer = (db, key, externalId) =>
  deleteApplication(db, { fid: key.fid, sourceSystem: key.name, externalId });
