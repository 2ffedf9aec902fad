import type { RouterContextProvider } from 'react-router';
import { qrLoginApi } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi } from '../../../shared/api-client/server-api';
import { redirectAfterSignIn } from '../api/after-sign-in';
import type { LoginFailure } from '../api/login-action';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The desktop login page's action: a QR sign-in (`intent=qrcode`, sent by the QR panel once the phone confirmed)
 * takes the session here — the API checks the code is this browser's, confirmed and unused — and then ends as a
 * password sign-in does; every other post is the password form's.
 */
export async function qrOrPasswordLogin<T>(
  args: ActionArgs,
  passwordLogin: () => Promise<T>,
): Promise<T | LoginFailure> {
  const form = await args.request.clone().formData();
  if (form.get('intent') !== 'qrcode') return passwordLogin();
  const api = serverApi(args.context);
  try {
    await api(qrLoginApi.login, { body: { qrId: String(form.get('qrId') ?? '') } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: error.message, username: '' };
  }
  const url = new URL(args.request.url);
  return redirectAfterSignIn(api, url, url.searchParams.get('redirect'));
}
