import { useState } from 'react';
import { Alert, Input, Modal, Select } from 'antd';
import { adminUsersMoreApi, USER_TYPE_NAMES, type DepartmentOption } from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { DepartmentSelect } from './department-select';
import { ShownOnce } from './shown-once';

const TYPE_OPTIONS = Object.entries(USER_TYPE_NAMES).map(([value, label]) => ({ value, label }));

/**
 * 新建账号 in the unit managed: account, name, kind, department and an initial password, or none for one made up and
 * shown once. Either way the person changes it at the first sign-in (ADR 079).
 */
export function CreateUserDialog({
  departments,
  onClose,
}: {
  departments: DepartmentOption[];
  onClose: (created: string | null) => void;
}) {
  const [fields, setFields] = useState({
    username: '',
    name: '',
    userType: 'STUDENT',
    phone: '',
    email: '',
    password: '',
  });
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<{ username: string; password: string | null } | null>(null);
  const set = (key: keyof typeof fields) => (value: string) => setFields((was) => ({ ...was, [key]: value }));

  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminUsersMoreApi.createUser, { body: { ...fields, departmentId } });
    setSaving(false);
    if (!outcome.ok) return setError(outcome.msg);
    setCreated({ username: outcome.data.user.username, password: outcome.data.password });
  };

  if (created) {
    return (
      <Modal
        open
        title="账号已创建"
        okText="完成"
        onOk={() => onClose(created.username)}
        onCancel={() => onClose(created.username)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <p role="status">已创建账号 {created.username}，首次登录时须修改密码。</p>
        {created.password ? <ShownOnce password={created.password} whose={`账号 ${created.username} 的初始`} /> : null}
      </Modal>
    );
  }

  return (
    <Modal
      open
      title="新建账号"
      okText="创建"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <div className="yz-admin-field">
        <label htmlFor="new-user-account">账号</label>
        <Input id="new-user-account" value={fields.username} onChange={(e) => set('username')(e.target.value)} />
        <p className="yz-admin-field__hint">学号、工号等，字母、数字和 _ . @ -</p>
      </div>
      <div className="yz-admin-field">
        <label htmlFor="new-user-name">姓名</label>
        <Input id="new-user-name" value={fields.name} onChange={(e) => set('name')(e.target.value)} />
      </div>
      <div className="yz-admin-field">
        <label htmlFor="new-user-type">类型</label>
        <Select id="new-user-type" value={fields.userType} onChange={set('userType')} options={TYPE_OPTIONS} />
      </div>
      <DepartmentSelect
        id="new-user-department"
        value={departmentId}
        onChange={setDepartmentId}
        departments={departments}
      />
      <div className="yz-admin-field">
        <label htmlFor="new-user-phone">手机号（可不填）</label>
        <Input id="new-user-phone" value={fields.phone} onChange={(e) => set('phone')(e.target.value)} />
      </div>
      <div className="yz-admin-field">
        <label htmlFor="new-user-email">邮箱（可不填）</label>
        <Input id="new-user-email" value={fields.email} onChange={(e) => set('email')(e.target.value)} />
      </div>
      <div className="yz-admin-field">
        <label htmlFor="new-user-password">初始密码</label>
        <Input.Password
          id="new-user-password"
          value={fields.password}
          autoComplete="new-password"
          onChange={(e) => set('password')(e.target.value)}
        />
        <p className="yz-admin-field__hint">留空则自动生成并只显示一次；首次登录时须修改。</p>
      </div>
      {error ? <Alert type="error" role="alert" title={error} /> : null}
    </Modal>
  );
}
