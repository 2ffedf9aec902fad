import { useState } from 'react';
import { Button, Modal, Table } from 'antd';
import { adminUsersMoreApi, type AdminSession, type AdminUser } from '@yizhan/contracts';
import { consoleSave } from '../console-call';

interface SessionsDialogProps {
  user: AdminUser;
  /** The sessions as read when the dialog opened. */
  loaded: AdminSession[];
  onClose: () => void;
}

/** 登录记录: the account's open sessions — when, from where, with what, last seen — and 注销 one or all. */
export function SessionsDialog({ user, loaded, onClose }: SessionsDialogProps) {
  const [sessions, setSessions] = useState(loaded);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const load = async () => {
    const outcome = await consoleSave(adminUsersMoreApi.sessions, { query: { uid: user.uid } });
    if (outcome.ok) setSessions(outcome.data.list);
    else setMessage(outcome.msg);
  };

  const revoke = async (handle?: string) => {
    setBusy(true);
    const outcome = await consoleSave(adminUsersMoreApi.revokeSessions, {
      body: { uid: user.uid, ...(handle ? { handle } : {}) },
    });
    setBusy(false);
    setMessage(outcome.ok ? `已注销 ${outcome.data.revoked} 个登录` : outcome.msg);
    await load();
  };

  return (
    <Modal
      open
      width={860}
      title={`${user.name}（${user.username}）的登录`}
      okText="关闭"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<AdminSession>
        rowKey="handle"
        size="small"
        dataSource={sessions}
        pagination={false}
        locale={{ emptyText: '该账号当前没有有效的登录' }}
        columns={[
          { title: '登录时间', dataIndex: 'signedInAt' },
          { title: '最近活动', dataIndex: 'lastSeenAt' },
          { title: 'IP 地址', dataIndex: 'ip', render: (ip: string) => ip || '未记录' },
          { title: '客户端', dataIndex: 'client', render: (client: string) => client || '未记录' },
          { title: '方式', dataIndex: 'method' },
          {
            title: '操作',
            key: 'actions',
            render: (_, session) => (
              <Button
                size="small"
                disabled={busy}
                onClick={() => void revoke(session.handle)}
                aria-label={`注销 ${session.signedInAt} 的登录`}
              >
                注销
              </Button>
            ),
          },
        ]}
      />
      {sessions.length > 1 ? (
        <Button className="yz-admin-sessions__all" disabled={busy} onClick={() => void revoke()}>
          全部注销
        </Button>
      ) : null}
    </Modal>
  );
}
