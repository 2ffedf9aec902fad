import { APPLICATION_STATUS } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { EndedApplication } from '../applications';
import { deliverMessage } from '../info-center';

/** Who invites: the information center shows it as the sender, and keys the message by it with the application. */
export const RATING_SOURCE = '好差评';

/**
 * Invites the applicant to rate an application that just ended (办结 or 不予受理): a message in their information
 * center leading to its timeline, where 「评价」 waits. Keyed by the application, so a second delivery adds nothing.
 */
export async function inviteRating(db: Db, application: EndedApplication) {
  const state = APPLICATION_STATUS[application.status as keyof typeof APPLICATION_STATUS] ?? '办结';
  await deliverMessage(db, {
    fid: application.fid,
    uid: application.uid,
    title: `请评价「${application.serviceName}」的办理`,
    content: `您的办件 ${application.applyNo}（${application.serviceName}）已${state}。欢迎对本次办理作出评价：非常满意、满意、基本满意、不满意或非常不满意，您的意见将督促相关部门改进服务。`,
    // Straight to the form; on the phone the same address leads to /mobile/applications (its counterpart).
    sourceUrl: `/personal-center/applications?id=${application.id}&rate=1`,
    sourceType: RATING_SOURCE,
    sourceId: `application-${application.id}`,
  });
}
