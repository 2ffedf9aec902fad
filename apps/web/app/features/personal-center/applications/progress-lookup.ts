import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { applicationsApi, type Progress } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { notFound } from '../../../shared/api-client/loaded';
import { serverApi } from '../../../shared/api-client/server-api';

// 办件进度查询's data, one for both sites (/progress and /mobile/progress).

/** Government units only (their people are citizens): elsewhere the page does not exist. */
export async function progressLoader({ context }: LoaderFunctionArgs) {
  const { open } = await serverApi(context)(applicationsApi.progressOpen);
  if (!open) notFound('本单位未开放办件进度查询');
  return null;
}

export type ProgressOutcome = { ok: true; progress: Progress } | { ok: false; msg: string };

/**
 * The lookup is a POST from the page's form: the phone's digits never sit in an address, a history or a log. The
 * API counts it, and answers "no such" and "wrong digits" alike.
 */
export async function progressAction({ request, context }: ActionFunctionArgs): Promise<ProgressOutcome> {
  const form = await request.formData();
  const body = { applyNo: String(form.get('applyNo') ?? ''), phoneTail: String(form.get('phoneTail') ?? '') };
  try {
    return { ok: true, progress: await serverApi(context)(applicationsApi.progress, { body }) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, msg: error.message };
    throw error;
  }
}
