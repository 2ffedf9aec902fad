import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Alert, Button, Input, Modal, Table } from 'antd';
import { adminKeysApi, type AppSecretState, type IntegrationKey } from '@yizhan/contracts';
import type { Route } from './+types/keys-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { SecretOnce } from './secret-once';

export const meta: Route.MetaFunction = titled('接入密钥');

export async function loader({ context }: Route.LoaderArgs) {
  return await consoleLoad(serverApi(context)(adminKeysApi.keys));
}

/** A change that needs a second thought: what it does, and the call that does it. */
interface Confirming {
  title: string;
  text: string;
  run: () => Promise<void>;
}

const masked = (key: IntegrationKey) => `${key.prefix}…`;

/** /admin/keys 接入密钥 (issue 37 item 10, ADR 075): push keys and the createToken app secret; a secret shows once. */
export default function KeysPage({ loaderData }: Route.ComponentProps) {
  const { keys, appSecret } = loaderData;
  const { revalidate, state } = useRevalidator();
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState<{ label: string; secret: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const done = async (text: string, secret?: { label: string; secret: string }) => {
    setMessage(text);
    if (secret) setShown(secret);
    await revalidate();
  };

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await consoleSave(adminKeysApi.createKey, { body: { name } });
    if (!outcome.ok) return setMessage(outcome.msg);
    setName('');
    const { key, secret } = outcome.data;
    await done(`已为「${key.name}」新建接入密钥（${key.id} 号）`, { label: `接入密钥「${key.name}」`, secret });
  };

  const rotateKey = (key: IntegrationKey) =>
    setConfirming({
      title: `更换「${key.name}」的接入密钥？`,
      text: `${masked(key)} 将立即失效，业务系统须改用新密钥才能继续推送。`,
      run: async () => {
        const outcome = await consoleSave(adminKeysApi.rotateKey, { body: { id: key.id } });
        if (!outcome.ok) return done(outcome.msg);
        const made = outcome.data;
        await done(`已更换「${key.name}」的接入密钥`, { label: `接入密钥「${made.key.name}」`, secret: made.secret });
      },
    });

  const revokeKey = (key: IntegrationKey) =>
    setConfirming({
      title: `吊销「${key.name}」的接入密钥？`,
      text: `${masked(key)} 将立即失效，使用它的推送将被拒绝。此操作不可撤销。`,
      run: async () => {
        const outcome = await consoleSave(adminKeysApi.revokeKey, { body: { id: key.id } });
        await done(outcome.ok ? `已吊销「${key.name}」的接入密钥` : outcome.msg);
      },
    });

  const rotateSecret = (secret: AppSecretState) =>
    setConfirming({
      title: secret.enabled ? '更换应用密钥？' : '开通受信应用登录？',
      text: secret.enabled
        ? '旧密钥立即失效，用它签发的令牌全部作废，受信应用须改用新密钥。'
        : '将生成应用密钥，受信应用可用它为本单位用户换取令牌（createToken）。',
      run: async () => {
        const outcome = await consoleSave(adminKeysApi.rotateSecret, { body: { version: secret.version } });
        if (!outcome.ok) return done(outcome.msg);
        await done(`应用密钥已更新为第 ${outcome.data.appSecret.secretVersion} 版`, {
          label: '应用密钥',
          secret: outcome.data.secret,
        });
      },
    });

  const revokeSecret = (secret: AppSecretState) =>
    setConfirming({
      title: '停用应用密钥？',
      text: '受信应用登录（createToken）将关闭，此前签发的令牌全部作废。',
      run: async () => {
        const outcome = await consoleSave(adminKeysApi.revokeSecret, { body: { version: secret.version } });
        await done(outcome.ok ? '已停用应用密钥' : outcome.msg);
      },
    });

  return (
    <section className="yz-admin-page" aria-labelledby="keys-title">
      <h1 id="keys-title">接入密钥</h1>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <h2>推送接入密钥</h2>
      <p className="yz-admin-field__hint">
        业务系统用它向门户推送待办、消息、审批与日程。密钥只在新建或更换时显示一次。
      </p>
      <form className="yz-admin-filter" onSubmit={create}>
        <label htmlFor="key-name">系统名称</label>
        <Input
          id="key-name"
          value={name}
          maxLength={64}
          onChange={(e) => setName(e.target.value)}
          placeholder="如 教务系统"
          style={{ width: 220 }}
        />
        <Button htmlType="submit" type="primary">
          新建密钥
        </Button>
      </form>
      <Table<IntegrationKey>
        rowKey="id"
        loading={state === 'loading'}
        dataSource={keys}
        pagination={false}
        locale={{ emptyText: '还没有接入密钥' }}
        columns={[
          { title: '编号', dataIndex: 'id' },
          { title: '系统', dataIndex: 'name' },
          { title: '密钥', key: 'prefix', render: (_, key) => <code>{masked(key)}</code> },
          { title: '创建时间', dataIndex: 'createdAt' },
          { title: '最近使用', dataIndex: 'lastUsedAt', render: (at: string) => at || '从未使用' },
          {
            title: '状态',
            key: 'state',
            render: (_, key) => (
              <span className={`yz-admin-outcome yz-admin-outcome--${key.revokedAt ? 'failure' : 'success'}`}>
                {key.revokedAt ? `已吊销 ${key.revokedAt}` : '有效'}
              </span>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, key) =>
              key.revokedAt ? null : (
                <span className="yz-admin-actions">
                  <Button size="small" onClick={() => rotateKey(key)} aria-label={`更换 ${key.name} 的密钥`}>
                    更换
                  </Button>
                  <Button size="small" onClick={() => revokeKey(key)} aria-label={`吊销 ${key.name} 的密钥`}>
                    吊销
                  </Button>
                </span>
              ),
          },
        ]}
      />
      <h2>应用密钥（受信应用登录）</h2>
      <p className="yz-admin-field__hint">
        受信应用用它为本单位的用户换取令牌（createToken）。更换或停用后，旧令牌立即失效。
      </p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <dt>状态</dt>
        <dd>{appSecret.enabled ? `已开通（第 ${appSecret.secretVersion} 版，密钥 ••••••••••••••••）` : '未开通'}</dd>
        {appSecret.enabled ? (
          <>
            <dt>更换时间</dt>
            <dd>{appSecret.rotatedAt}</dd>
            <dt>最近使用</dt>
            <dd>{appSecret.lastUsedAt || '从未使用'}</dd>
          </>
        ) : null}
      </dl>
      <span className="yz-admin-actions">
        <Button onClick={() => rotateSecret(appSecret)}>{appSecret.enabled ? '更换应用密钥' : '开通'}</Button>
        {appSecret.enabled ? <Button onClick={() => revokeSecret(appSecret)}>停用应用密钥</Button> : null}
      </span>
      {confirming ? (
        <Modal
          open
          title={confirming.title}
          okText="确定"
          cancelText="取消"
          onCancel={() => setConfirming(null)}
          onOk={async () => {
            await confirming.run();
            setConfirming(null);
          }}
        >
          <Alert type="warning" title={confirming.text} />
        </Modal>
      ) : null}
      {shown ? <SecretOnce {...shown} onClose={() => setShown(null)} /> : null}
    </section>
  );
}
