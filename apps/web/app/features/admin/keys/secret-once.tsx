import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';

interface SecretOnceProps {
  /** What the secret is: 接入密钥「教务系统」, 应用密钥. */
  label: string;
  secret: string;
  onClose: () => void;
}

/**
 * A new key or secret, shown this once: the server keeps only its digest (a push key) or will never answer it again
 * (an app secret). Closing the dialog forgets it; the page then shows only its masked form.
 */
export function SecretOnce({ label, secret, onClose }: SecretOnceProps) {
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('已复制到剪贴板');
    } catch {
      setCopied('无法自动复制，请选中后手动复制');
    }
  };
  return (
    <Modal
      open
      title={`${label}只显示这一次`}
      okText="我已妥善保存"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert type="warning" title="关闭后将无法再次查看，请立即复制并交给业务系统的管理员保存。" />
      <p>
        <code aria-label={`新的${label}`} style={{ fontSize: 16, wordBreak: 'break-all' }}>
          {secret}
        </code>
      </p>
      <Button onClick={() => void copy()}>复制</Button>
      <span role="status" className="yz-admin-field__hint">
        {copied}
      </span>
    </Modal>
  );
}
