import { useState } from 'react';
import { passwordApi } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { browserApi } from '../../../shared/api-client/browser-api';

export interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
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
