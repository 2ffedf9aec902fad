import { useState } from 'react';
import { Alert, Button, Select } from 'antd';
import { USER_TYPE_NAMES, type Endpoint } from '@yizhan/contracts';
import type { CallInput } from '../../shared/api-client/api-client';
import { consoleSave } from './console-call';

/** One labelled field: the label names the control for screen readers and clicks. */
export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="yz-admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <p className="yz-admin-field__hint">{hint}</p> : null}
    </div>
  );
}

type Status<T> = { kind: 'saved' } | { kind: 'error'; msg: string } | { kind: 'conflict'; current: T };

/**
 * A console form over one versioned item (ADR 069): its values, a setter per field, and a save that sends the
 * version the form started from — taking back what was saved, a refusal's message, or on a conflict the stored item.
 */
export function useVersionedForm<T extends { version: string }, E extends Endpoint>(
  initial: T,
  endpoint: E,
  bodyOf: (form: T) => CallInput<E>['body'],
) {
  const [form, setForm] = useState<T>(initial);
  const [status, setStatus] = useState<Status<T> | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof T>(key: K, value: T[K]) => setForm((was) => ({ ...was, [key]: value }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const outcome = await consoleSave(endpoint, { body: bodyOf(form) } as CallInput<E>);
    setSaving(false);
    if (outcome.ok) {
      setForm(outcome.data as T);
      setStatus({ kind: 'saved' });
    } else if (outcome.current) {
      setStatus({ kind: 'conflict', current: outcome.current as T });
    } else {
      setStatus({ kind: 'error', msg: outcome.msg });
    }
  };

  const reload = (current: T) => {
    setForm(current);
    setStatus(null);
  };

  return { form, setForm, set, save, saving, status, reload };
}

/** What came of the last save, announced to screen readers: saved, refused, or changed by someone else meanwhile. */
export function SaveStatus<T>({
  status,
  saved,
  what,
  onReload,
}: {
  status: Status<T> | null;
  saved: string;
  /** The item in words, for the conflict's explanation: 站点设置. */
  what: string;
  onReload: (current: T) => void;
}) {
  return (
    <div role="status" className="yz-admin-status">
      {status?.kind === 'saved' ? <Alert type="success" title={saved} /> : null}
      {status?.kind === 'error' ? <Alert type="error" title={status.msg} /> : null}
      {status?.kind === 'conflict' ? (
        <Alert
          type="warning"
          title="该内容已被他人修改"
          description={`您打开页面后，其他管理员保存了新的${what}。请载入最新内容后再修改。`}
          action={<Button onClick={() => onReload(status.current)}>载入最新内容</Button>}
        />
      ) : null}
    </div>
  );
}

/**
 * A dialog's refused save: its message, and when someone else changed the item meanwhile, a way to load what they
 * saved (ADR 069) — `what` names the item in the explanation (这个菜单项).
 */
export function SaveError<T>({
  error,
  current,
  what,
  onReload,
}: {
  error: string;
  current: T | null;
  what: string;
  onReload: (current: T) => void;
}) {
  if (!error) return null;
  return current ? (
    <Alert
      type="warning"
      title={error}
      description={`其他管理员已修改了${what}。载入最新内容后再修改。`}
      action={<Button onClick={() => onReload(current)}>载入最新内容</Button>}
    />
  ) : (
    <Alert type="error" title={error} />
  );
}

/** The kinds of signed-in user an entry may be limited to (菜单, 业务系统). */
const USER_TYPES = ['STUDENT', 'TEACHER', 'STAFF', 'ALUMNI', 'CITIZEN'] as const;
type UserType = (typeof USER_TYPES)[number];

/** 登录用户中可见的类型: none chosen means every signed-in user. */
export function UserTypesField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: UserType[];
  onChange: (value: UserType[]) => void;
}) {
  return (
    <Field id={id} label="登录用户中可见的类型（不选即全部）">
      <Select
        id={id}
        mode="multiple"
        value={value}
        placeholder="全部登录用户"
        onChange={onChange}
        options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_NAMES[type] }))}
      />
    </Field>
  );
}
