import { adminUsersMoreApi, type AdminSession } from '@yizhan/contracts';
import { browserApi } from '../../../shared/api-client/browser-api';

/** Reads an account's open sessions for the 登录记录 dialog (a failure is the message to show). */
export const readSessions = async (uid: number): Promise<AdminSession[]> =>
  (await browserApi(adminUsersMoreApi.sessions, { query: { uid } }, { silent: true })).list;
