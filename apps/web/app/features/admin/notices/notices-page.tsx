import { useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { adminNoticeApi, NOTICE_AUDIENCE_NAMES, type NoticeAudience, type NoticeUserType } from '@yizhan/contracts';
import type { Route } from './+types/notices-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import '../news/news.css';

export const meta: Route.MetaFunction = titled('通知公告');

export async function loader({ context }: Route.LoaderArgs) {
  return { options: await consoleLoad(serverApi(context)(adminNoticeApi.options)) };
}

/** Accounts typed one a line, or separated by commas, spaces or 、. */
const accountsIn = (text: string) => [...new Set(text.split(/[\s,，、;；]+/).filter(Boolean))];

/**
 * /admin/notices 通知公告 (issue 37 item 7): a notice to everyone, one kind of account, one department (ADR 083) or
 * named accounts; it arrives in each recipient's information center at once and counts as unread on both sites.
 */
export default function NoticesPage({ loaderData }: Route.ComponentProps) {
  const { options } = loaderData;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [typeId, setTypeId] = useState(options.types[0]?.id ?? 0);
  const [audience, setAudience] = useState<NoticeAudience>('accounts');
  const [userType, setUserType] = useState<NoticeUserType>(options.userTypes[0]?.value ?? 'STUDENT');
  const [departmentId, setDepartmentId] = useState(options.departments[0]?.id ?? 0);
  const [accounts, setAccounts] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; msg: string } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    const body = {
      title,
      content,
      typeId,
      audience,
      ...(audience === 'userType' ? { userType } : {}),
      ...(audience === 'department' ? { departmentId } : {}),
      ...(audience === 'accounts' ? { accounts: accountsIn(accounts) } : {}),
    };
    const sent = await consoleSave(adminNoticeApi.send, { body });
    setSending(false);
    setOutcome(
      sent.ok
        ? { ok: true, msg: `已发送给 ${sent.data.recipients} 人，已进入其信息中心` }
        : { ok: false, msg: sent.msg },
    );
  };

  return (
    <form className="yz-admin-page" onSubmit={send} aria-labelledby="notices-title" noValidate>
      <h1 id="notices-title">通知公告</h1>
      <div className="yz-admin-field">
        <label htmlFor="notice-title">标题</label>
        <Input id="notice-title" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="yz-admin-field">
        <label htmlFor="notice-type">通知类型</label>
        <select id="notice-type" value={typeId} onChange={(e) => setTypeId(Number(e.target.value))}>
          {options.types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="yz-admin-field">
        <label htmlFor="notice-content">内容</label>
        <Input.TextArea
          id="notice-content"
          value={content}
          maxLength={5000}
          rows={5}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <fieldset className="yz-admin-field yz-notice-audience">
        <legend>发送范围</legend>
        {(Object.entries(NOTICE_AUDIENCE_NAMES) as [NoticeAudience, string][]).map(([value, name]) => (
          <label key={value}>
            <input
              type="radio"
              name="audience"
              value={value}
              checked={audience === value}
              onChange={() => setAudience(value)}
            />
            {name}
          </label>
        ))}
      </fieldset>
      {audience === 'userType' ? (
        <div className="yz-admin-field">
          <label htmlFor="notice-user-type">用户类别</label>
          <select
            id="notice-user-type"
            value={userType}
            onChange={(e) => setUserType(e.target.value as NoticeUserType)}
          >
            {options.userTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {audience === 'department' ? (
        <div className="yz-admin-field">
          <label htmlFor="notice-department">部门</label>
          <select id="notice-department" value={departmentId} onChange={(e) => setDepartmentId(Number(e.target.value))}>
            {options.departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
          <p className="yz-admin-field__hint">送达该部门中未停用的账号；账号的部门在「用户与角色」中设置。</p>
        </div>
      ) : null}
      {audience === 'accounts' ? (
        <div className="yz-admin-field">
          <label htmlFor="notice-accounts">接收账号</label>
          <Input.TextArea
            id="notice-accounts"
            value={accounts}
            rows={3}
            onChange={(e) => setAccounts(e.target.value)}
          />
          <p className="yz-admin-field__hint">每行一个学号或工号，也可用逗号分隔；一次最多 500 个。</p>
        </div>
      ) : null}
      <div role="status" className="yz-admin-status">
        {outcome ? <Alert type={outcome.ok ? 'success' : 'error'} title={outcome.msg} /> : null}
      </div>
      <Button type="primary" htmlType="submit" loading={sending}>
        发送
      </Button>
    </form>
  );
}
