import { expect } from 'vitest';
import {
  infoCenterApi,
  noticeApi,
  personMessageApi,
  type InfoItem,
  type InfoUnread,
  type NoticeShow,
  type PersonMessage,
  type UserNotice,
} from '@yizhan/contracts';
import type { serviceHallKit } from '../service-hall/service-hall.test-kit';

type Page<T> = { list: T[]; total: number };

/** The information center's calls as a user makes them, each checked for a 200 success (except `open`). */
export function infoCenterCalls(kit: ReturnType<typeof serviceHallKit>) {
  const ok = async <T>(call: Promise<{ status: number; body: { success: boolean; data: unknown } }>) => {
    const { status, body } = await call;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.success).toBe(true);
    return body.data as T;
  };
  const messages = (token: string, query = '', host?: string) =>
    ok<{ messageList: PersonMessage[]; unReadCount: number }>(
      kit.get(`${personMessageApi.list.path}?${query}`, token, host),
    );
  const notices = (token: string, body: Record<string, unknown> = {}, host?: string) =>
    ok<Page<UserNotice> & { unReadCount: number }>(kit.post(noticeApi.info.path, body, token, host));
  const show = (token?: string, host?: string) => ok<NoticeShow>(kit.get(noticeApi.show.path, token, host));
  const info = (token: string, query = '', host?: string) =>
    ok<Page<InfoItem> & { unread: InfoUnread }>(kit.get(`${infoCenterApi.list.path}?${query}`, token, host));
  const open = (token: string, id: number | string, host?: string) =>
    kit.get(`${noticeApi.url.path}?noticeId=${id}`, token, host);
  return { ok, messages, notices, show, info, open };
}
