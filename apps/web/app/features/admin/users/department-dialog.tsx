import { useState } from 'react';
import { Alert, Modal } from 'antd';
import {
  adminAccountDepartmentsApi,
  type AccountDepartment,
  type AdminUser,
  type DepartmentOption,
} from '@yizhan/contracts';
import { browserApi } from '../../../shared/api-client/browser-api';
import { consoleSave } from '../console-call';
import { DepartmentSelect } from './department-select';

/** Reads an account's department, with its version, for the dialog (a failure is the message to show). */
export const readDepartment = (uid: number): Promise<AccountDepartment> =>
  browserApi(adminAccountDepartmentsApi.one, { query: { uid } }, { silent: true });

interface DepartmentDialogProps {
  user: AdminUser;
  /** The account's department as read when the dialog opened. */
  loaded: AccountDepartment;
  departments: DepartmentOption[];
  /** A note to show from the start (reloaded after someone else's change). */
  notice?: string;
  onClose: (saved: string | null) => void;
  /** Someone else changed it meanwhile: reopen with what is stored now. */
  onStale: () => void;
}

/** 设置部门 (ADR 083): the department an account belongs to, which a notice to that department reaches. */
export function DepartmentDialog({ user, loaded, departments, notice = '', onClose, onStale }: DepartmentDialogProps) {
  const [departmentId, setDepartmentId] = useState<number | null>(loaded.departmentId);
  const [error, setError] = useState(notice);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminAccountDepartmentsApi.save, {
      body: { uid: user.uid, departmentId, version: loaded.version },
    });
    setSaving(false);
    if (outcome.ok) {
      const name = departments.find((department) => department.id === departmentId)?.name;
      return onClose(name ? `已将 ${user.username} 设为${name}的人员` : `${user.username} 已不属于任何部门`);
    }
    if (outcome.current) return onStale();
    setError(outcome.msg);
  };

  return (
    <Modal
      open
      title={`设置 ${user.name}（${user.username}）的部门`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <DepartmentSelect
        id="user-department"
        value={departmentId}
        onChange={setDepartmentId}
        departments={departments}
      />
      {error ? <Alert type="error" role="alert" title={error} /> : null}
    </Modal>
  );
}
