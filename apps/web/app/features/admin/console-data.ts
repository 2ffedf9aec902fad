import { data, redirect, type RouterContextProvider } from 'react-router';
import { adminApi, CODE, type AdminMe } from '@yizhan/contracts';
import { ApiError } from '../../shared/api-client/api-client';
import { serverApi } from '../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../shared/bootstrap/bootstrap';

/** What the console's frame (layouts/console.tsx) loads: a phone is only told to use a computer. */
export type ConsoleFrameData = { phone: true } | { phone: false; me: AdminMe; antdThemeCss: string };

/** The frame's route id, whose data the console's pages read. */
export const CONSOLE_FRAME_ID = 'admin-console';

/** Where a guest goes to sign in and come back to `url`. */
const signInFirst = (url: URL) => redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);

/** The page of 两步验证, where a session that owes its second step is sent first (ADR 080). */
export const SECOND_STEP_PATH = '/admin/second-step';

const callers = new WeakMap<object, Promise<AdminMe>>();

/**
 * The console's caller, or the way out: a guest (or a lapsed session) signs in first; a signed-in user without a
 * console role gets the 403 view. The frame's middleware and every console page's loader start here; it is asked
 * once per request.
 */
export function consoleCaller(context: Readonly<RouterContextProvider>, url: URL): Promise<AdminMe> {
  let caller = callers.get(context);
  if (!caller) {
    caller = askCaller(context, url);
    callers.set(context, caller);
  }
  return caller;
}

/** A session that owes its second step goes to give it first, and comes back to the page it asked for. */
export async function secondStepFirst(context: Readonly<RouterContextProvider>, url: URL) {
  if (url.pathname === SECOND_STEP_PATH) return;
  const me = await consoleCaller(context, url);
  if (!me.secondStep.verified) {
    throw redirect(`${SECOND_STEP_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
}

async function askCaller(context: Readonly<RouterContextProvider>, url: URL): Promise<AdminMe> {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) throw signInFirst(url);
  // A password an administrator set is changed first, administrators' own included (ADR 079).
  if (bootstrap.user.mustChangePassword) throw redirect('/personal-center/password');
  try {
    return await serverApi(context)(adminApi.me);
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.unauthorized) throw signInFirst(url);
    if (error instanceof ApiError && error.code === CODE.forbidden) {
      forbidden(error.message);
    }
    throw error;
  }
}

/** A console page's refusal (no console role, or its part needs a permission the caller lacks): 暂无权限, HTTP 403. */
export function forbidden(msg: string): never {
  throw data({ code: CODE.consoleForbidden, msg }, { status: 403 });
}
