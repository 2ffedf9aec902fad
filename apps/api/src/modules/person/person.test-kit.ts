import { expect } from 'vitest';
import { personApi } from '@yizhan/contracts';
import type { TestApp } from '../../test/test-app';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(filename: string, type: string, bytes: Buffer, field = 'file') {
  const boundary = `----yizhan${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The personal center's calls as a user makes them. */
export function personCalls(t: TestApp) {
  const ok = async <T>(call: Promise<{ status: number; body: { success: boolean; data: unknown } }>) => {
    const { status, body } = await call;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.data as T;
  };
  /** Uploads a file as the avatar (same-origin, as the page does); answers status and envelope. */
  const upload = async (token: string | undefined, file: ReturnType<typeof multipartBody>, host = 'localhost') => {
    const response = await t.app.inject({
      method: 'POST',
      url: personApi.avatarUpload.path,
      headers: {
        host,
        origin: `http://${host}`,
        ...file.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: file.payload,
    });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; code: number; msg: string; data: { avatar: string } },
    };
  };
  const fetchAvatar = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });
  return { ok, upload, fetchAvatar };
}
