import { CODE } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';
import { SignInRefusal } from '../auth';

/** The identity provider, or what the browser brought back, did not vouch for anyone: counted like a wrong password. */
export const refused = (reason: string, message: string) =>
  new SignInRefusal(reason, new BusinessError(CODE.ssoFailed, message));

/** The identity provider could not be asked or answered nonsense: audited, not counted — the person tried nothing. */
export const unanswered = (reason: string, message: string) =>
  new SignInRefusal(reason, new BusinessError(CODE.ssoUnavailable, message), { counted: false });
