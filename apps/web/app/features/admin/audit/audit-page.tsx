import { Form, Link, useNavigation } from 'react-router';
import { Button, Input, Table } from 'antd';
import {
  adminApi,
  adminStatsApi,
  AUDIT_EVENT_NAMES,
  AUDIT_EXPORT_MAX,
  formatSecond,
  type AuditListEntry,
} from '@yizhan/contracts';
import type { Route } from './+types/audit-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad } from '../console-call';
import { ConsolePager } from '../console-pager';
import { ChangeDiff } from './change-diff';

export const meta: Route.MetaFunction = titled('审计日志');

const PAGE_SIZE = 20;
const EVENTS = Object.keys(AUDIT_EVENT_NAMES) as (keyof typeof AUDIT_EVENT_NAMES)[];

/** The filter of the URL (?event=&username=&page=): a list a person can bookmark and share. */
function filterOf(url: URL) {
  const event = url.searchParams.get('event') ?? '';
  const username = url.searchParams.get('username')?.trim() ?? '';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return { event: EVENTS.includes(event) ? event : '', username, page };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const filter = filterOf(url);
  const query = {
    page: filter.page,
    pageSize: PAGE_SIZE,
    ...(filter.event ? { event: filter.event as never } : {}),
    ...(filter.username ? { username: filter.username } : {}),
  };
  return { filter, entries: await consoleLoad(serverApi(context)(adminApi.audit, { query })) };
}

const hrefOf = (filter: { event: string; username: string }, page: number) => {
  const params = new URLSearchParams();
  if (filter.event) params.set('event', filter.event);
  if (filter.username) params.set('username', filter.username);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/audit?${search}` : '/admin/audit';
};

/** The CSV of the entries the filter shows (newest first, at most AUDIT_EXPORT_MAX): the browser downloads it. */
const exportHref = (filter: { event: string; username: string }) => {
  const params = new URLSearchParams();
  if (filter.event) params.set('event', filter.event);
  if (filter.username) params.set('username', filter.username);
  const search = params.toString();
  return search ? `${adminStatsApi.auditCsv.path}?${search}` : adminStatsApi.auditCsv.path;
};

/** /admin/audit 审计日志 (issue 37 item 12): every sign-in and console write, who, when, from where, before/after. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { filter, entries } = loaderData;
  const busy = useNavigation().state === 'loading';
  return (
    <section className="yz-admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">审计日志</h1>
      <Form method="get" className="yz-admin-filter" role="search">
        <label htmlFor="audit-event">事件</label>
        <select id="audit-event" name="event" defaultValue={filter.event} className="yz-admin-native-select">
          <option value="">全部事件</option>
          {EVENTS.map((event) => (
            <option key={event} value={event}>
              {AUDIT_EVENT_NAMES[event]}
            </option>
          ))}
        </select>
        <label htmlFor="audit-username">账号</label>
        <Input id="audit-username" name="username" defaultValue={filter.username} style={{ width: 180 }} />
        <Button htmlType="submit" type="primary">
          查询
        </Button>
        <Link to="/admin/audit">清除条件</Link>
        <Button href={exportHref(filter)} download>
          导出 CSV
        </Button>
        <span className="yz-admin-field__hint">按当前条件导出最新的至多 {AUDIT_EXPORT_MAX} 条</span>
      </Form>
      <Table<AuditListEntry>
        rowKey="id"
        loading={busy}
        dataSource={entries.list}
        pagination={false}
        locale={{ emptyText: '没有符合条件的记录' }}
        expandable={{
          rowExpandable: (entry) => entry.event === 'admin_write',
          expandedRowRender: (entry) => <ChangeDiff before={entry.before} after={entry.after} />,
        }}
        columns={[
          { title: '时间', dataIndex: 'at', render: (at: string) => formatSecond(new Date(at)) },
          { title: '账号', dataIndex: 'username' },
          { title: '操作', dataIndex: 'action' },
          { title: '对象', dataIndex: 'target' },
          {
            title: '结果',
            dataIndex: 'outcome',
            render: (outcome: string) => (
              <span className={`yz-admin-outcome yz-admin-outcome--${outcome}`}>
                {outcome === 'success' ? '成功' : '失败'}
              </span>
            ),
          },
          { title: '来源 IP', dataIndex: 'ip' },
        ]}
      />
      <ConsolePager
        page={filter.page}
        pageSize={PAGE_SIZE}
        total={entries.total}
        unit="条"
        hrefOf={(page) => hrefOf(filter, page)}
      />
    </section>
  );
}
