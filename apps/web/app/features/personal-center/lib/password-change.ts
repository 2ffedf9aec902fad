import { useState } from 'react';
import type { RouterContextProvider } from 'react-router';
import { passwordApi } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { browserApi } from '../../../shared/api-client/browser-api';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The form's three entries, on both sites. */
export const PASSWORD_FIELDS: readonly { key: keyof PasswordFields; label: string; autoComplete: string }[] = [
  { key: 'oldPassword', label: '原密码', autoComplete: 'current-password' },
  { key: 'newPassword', label: '新密码', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: '再次输入新密码', autoComplete: 'new-password' },
];

/** What a 修改密码 page loads on either site: for a guest only that it is one; for a user the unit's rules. */
export async function passwordPageData(context: Readonly<RouterContextProvider>) {
  if (isGuestUser((await getBootstrap(context)).user)) return { guest: true as const, rules: [] };
  return { guest: false as const, rules: (await serverApi(context)(passwordApi.rules)).rules };
}

/** What the server's password rules and the two new entries say before anything is sent (the server says it again). */
export function passwordFormProblem(fields: PasswordFields): string | null {
  if (!fields.oldPassword) return '请输入原密码';
  if (!fields.newPassword) return '请输入新密码';
  if (fields.newPassword !== fields.confirmPassword) return '两次输入的新密码不一致';
  return null;
}

/**
 * 修改密码 on both sites (ADR 079): sends the change; on success this browser holds a new session (the account's
 * others ended) and the whole page is loaded afresh at `home`, so every part of it knows the change is done.
 */
export function usePasswordChange(home: string) {
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (fields: PasswordFields) => {
    const problem = passwordFormProblem(fields);
    if (problem) return setError(problem);
    setSaving(true);
    setError('');
    try {
      const { signedOut } = await browserApi(passwordApi.change, { body: fields }, { silent: true });
      setDone(signedOut > 0 ? `密码已修改，该账号的其他 ${signedOut} 处登录已注销` : '密码已修改');
      window.setTimeout(() => window.location.assign(home), 1200);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '修改失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return { error, done, saving, submit };
}
