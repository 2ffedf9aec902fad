import { useState } from 'react';
import { Alert, Modal, Select } from 'antd';
import { ADMIN_ROLE_NAMES, adminApi, type AdminUser, type EndpointData, type UserRoles } from '@yizhan/contracts';
import { browserApi } from '../../../shared/api-client/browser-api';
import { consoleSave } from '../console-call';

/** An account's roles as the dialog edits them, with the unit's departments to choose from. */
export type EditableRoles = EndpointData<typeof adminApi.userRoles>;
type UnitRole = UserRoles['roles'][number]['role'];

/** Reads an account's roles for the dialog (a failure is the message to show). */
export const readRoles = (uid: number): Promise<EditableRoles> =>
  browserApi(adminApi.userRoles, { query: { uid } }, { silent: true });

const UNIT_ROLES: UnitRole[] = ['unitAdmin', 'editor', 'serviceAdmin', 'auditor'];

interface RolesDialogProps {
  user: AdminUser;
  /** The roles as read when the dialog opened. */
  loaded: EditableRoles;
  /** A note to show from the start (the roles were reloaded after someone else's change). */
  notice?: string;
  onClose: (saved: boolean) => void;
  /** Someone else changed the roles meanwhile: reopen with what is stored now. */
  onStale: () => void;
}

/** 设置角色: which console roles an account holds in the unit, and a 事项管理员's departments. */
export function RolesDialog({ user, loaded, notice = '', onClose, onStale }: RolesDialogProps) {
  const [chosen, setChosen] = useState<Set<UnitRole>>(() => new Set(loaded.roles.map((grant) => grant.role)));
  const [departments, setDepartments] = useState<number[]>(
    () => loaded.roles.find((grant) => grant.role === 'serviceAdmin')?.departmentIds ?? [],
  );
  const [error, setError] = useState(notice);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const roles = UNIT_ROLES.filter((role) => chosen.has(role)).map((role) => ({
      role,
      departmentIds: role === 'serviceAdmin' ? departments : [],
    }));
    const outcome = await consoleSave(adminApi.saveUserRoles, {
      body: { uid: user.uid, roles, version: loaded.version },
    });
    setSaving(false);
    if (outcome.ok) return onClose(true);
    if (outcome.current) return onStale();
    setError(outcome.msg);
  };

  const toggle = (role: UnitRole, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(role);
      else next.delete(role);
      return next;
    });

  return (
    <Modal
      open
      title={`设置 ${user.name}（${user.username}）的管理角色`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
    >
      <fieldset className="yz-admin-roles">
        <legend>角色</legend>
        {UNIT_ROLES.map((role) => (
          <label key={role}>
            <input type="checkbox" checked={chosen.has(role)} onChange={(e) => toggle(role, e.target.checked)} />
            {ADMIN_ROLE_NAMES[role]}
          </label>
        ))}
        {chosen.has('serviceAdmin') ? (
          <div className="yz-admin-field">
            <label htmlFor="roles-departments">管理的部门</label>
            <Select
              id="roles-departments"
              mode="multiple"
              value={departments}
              onChange={setDepartments}
              options={loaded.departments.map((department) => ({ value: department.id, label: department.name }))}
              placeholder="选择部门"
              optionFilterProp="label"
            />
          </div>
        ) : null}
      </fieldset>
      {error ? <Alert type="error" title={error} /> : null}
    </Modal>
  );
}
