import { useState } from 'react';
import { Alert, Modal } from 'antd';
import { adminSiteExtrasApi, type AdminUser } from '@yizhan/contracts';
import { consoleSave } from '../console-call';

/**
 * 重置两步验证, asked before it is done: for an administrator whose phone with the authenticator was lost (ADR 080).
 * Their authenticator ends; where the unit requires one they set up a new one at their next console visit.
 */
export function ResetSecondStepDialog({ user, onClose }: { user: AdminUser; onClose: (reset: boolean) => void }) {
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const who = `${user.name}（${user.username}）`;

  const confirm = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminSiteExtrasApi.resetUserSecondStep, { body: { uid: user.uid } });
    setSaving(false);
    if (outcome.ok) onClose(true);
    else setError(outcome.msg);
  };

  return (
    <Modal
      open
      title={`重置 ${who} 的两步验证`}
      okText="确认重置"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void confirm()}
      onCancel={() => onClose(false)}
    >
      <p>
        用于其手机或验证器丢失时：其现有的验证器将失效，已完成的两步验证一并作废。本单位要求两步验证时，其下次进入管理后台须重新设置验证器。
      </p>
      {error ? <Alert type="error" role="alert" title={error} /> : null}
    </Modal>
  );
}
