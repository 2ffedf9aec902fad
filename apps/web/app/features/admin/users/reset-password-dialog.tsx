import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { adminUsersMoreApi, type AdminUser } from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { ShownOnce } from './shown-once';

/**
 * 重置密码: a temporary password chosen here or made up (shown once). The account's sessions end and it must change
 * the password at its next sign-in (ADR 079).
 */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: (reset: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<{ password: string | null } | null>(null);
  const who = `${user.name}（${user.username}）`;

  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminUsersMoreApi.resetPassword, { body: { uid: user.uid, password } });
    setSaving(false);
    if (outcome.ok) setDone(outcome.data);
    else setError(outcome.msg);
  };

  if (done) {
    return (
      <Modal
        open
        title="密码已重置"
        okText="完成"
        onOk={() => onClose(true)}
        onCancel={() => onClose(true)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <p role="status">已重置 {who} 的密码，其登录已全部注销，下次登录时须修改密码。</p>
        {done.password ? <ShownOnce password={done.password} whose={`${who}的临时`} /> : null}
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={`重置 ${who} 的密码`}
      okText="重置"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
    >
      <div className="yz-admin-field">
        <label htmlFor="reset-password">临时密码</label>
        <Input.Password
          id="reset-password"
          value={password}
          autoComplete="new-password"
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="yz-admin-field__hint">
          留空则自动生成并只显示一次。重置后该账号的登录全部注销，下次登录须修改密码。
        </p>
      </div>
      {error ? <Alert type="error" role="alert" title={error} /> : null}
    </Modal>
  );
}
