import { useState } from 'react';
import { Form, Link } from 'react-router';
import { Button, Input, Switch, Table } from 'antd';
import {
  adminNewsApi,
  CODE,
  NEWS_COUNT_CAP,
  NEWS_STATUS_NAMES,
  newsStatusSchema,
  type AdminNewsItem,
  type NewsStatus,
} from '@yizhan/contracts';
import type { Route } from './+types/news-list-page';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { ConsolePager } from '../console-pager';
import './news.css';

export const meta: Route.MetaFunction = titled('新闻管理');

const PAGE_SIZE = 20;

function filterOf(url: URL) {
  const title = url.searchParams.get('title')?.trim().slice(0, 40) ?? '';
  const status = newsStatusSchema.safeParse(url.searchParams.get('status')).data;
  const categoryId = Number(url.searchParams.get('categoryId')) || undefined;
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  return { title, status, categoryId, page };
}

type Filter = ReturnType<typeof filterOf>;

export async function loader({ context, url }: Route.LoaderArgs) {
  const filter = filterOf(url);
  const api = serverApi(context);
  const query = {
    page: filter.page,
    pageSize: PAGE_SIZE,
    ...(filter.title ? { title: filter.title } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
  };
  const [articles, options, settings] = await Promise.all([
    consoleLoad(api(adminNewsApi.list, { query })),
    consoleLoad(api(adminNewsApi.options)),
    // The review setting is for those who publish; an editor's page simply has none.
    api(adminNewsApi.settings).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === CODE.forbidden) return null;
      throw error;
    }),
  ]);
  return { filter, articles, options, settings };
}

const hrefOf = (filter: Filter, page: number) => {
  const params = new URLSearchParams();
  if (filter.title) params.set('title', filter.title);
  if (filter.status) params.set('status', filter.status);
  if (filter.categoryId) params.set('categoryId', String(filter.categoryId));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/admin/news?${search}` : '/admin/news';
};

/** The review switch: on, an editor's article waits for a publisher; off, editors publish themselves. */
function ReviewSetting({ loaded }: { loaded: { reviewRequired: boolean; version: string } }) {
  const [settings, setSettings] = useState(loaded);
  const [message, setMessage] = useState('');
  const change = async (reviewRequired: boolean) => {
    const outcome = await consoleSave(adminNewsApi.saveSettings, {
      body: { reviewRequired, version: settings.version },
    });
    if (outcome.ok) setSettings(outcome.data);
    setMessage(
      outcome.ok ? (reviewRequired ? '已开启发布前审核' : '已关闭发布前审核，内容编辑可直接发布') : outcome.msg,
    );
  };
  return (
    <div className="yz-news-review">
      <label htmlFor="news-review">发布前需要审核</label>
      <Switch id="news-review" checked={settings.reviewRequired} onChange={(value) => void change(value)} />
      <span role="status">{message}</span>
    </div>
  );
}

/** /admin/news 新闻管理 (issue 37 item 7): the unit's articles in every state, filtered and paged on the server. */
export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  const { filter, articles, options, settings } = loaderData;
  const statuses = Object.entries(NEWS_STATUS_NAMES) as [NewsStatus, string][];
  return (
    <section className="yz-admin-page" aria-labelledby="news-title">
      <div className="yz-news-head">
        <h1 id="news-title">新闻管理</h1>
        <Link to="/admin/news/new" className="yz-news-new">
          新建新闻
        </Link>
      </div>
      {settings ? <ReviewSetting loaded={settings} /> : null}
      <Form method="get" className="yz-admin-filter" role="search">
        <label htmlFor="news-filter-title">标题</label>
        <Input
          id="news-filter-title"
          name="title"
          defaultValue={filter.title}
          placeholder="输入开头的几个字"
          style={{ width: 200 }}
        />
        <label htmlFor="news-filter-category">栏目</label>
        <select id="news-filter-category" name="categoryId" defaultValue={filter.categoryId ?? ''}>
          <option value="">全部栏目</option>
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <label htmlFor="news-filter-status">状态</label>
        <select id="news-filter-status" name="status" defaultValue={filter.status ?? ''}>
          <option value="">全部状态</option>
          {statuses.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
        <Button htmlType="submit" type="primary">
          查找
        </Button>
        <Link to="/admin/news">清除条件</Link>
      </Form>
      <Table<AdminNewsItem>
        rowKey="id"
        dataSource={articles.list}
        pagination={false}
        locale={{ emptyText: '没有找到新闻' }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, item) => <Link to={`/admin/news/${item.id}`}>{title}</Link>,
          },
          { title: '栏目', dataIndex: 'categoryName' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (status: NewsStatus, item) => `${NEWS_STATUS_NAMES[status]}${item.pinned ? '（置顶）' : ''}`,
          },
          { title: '发布时间', dataIndex: 'publishTime', render: (time: string) => time || '—' },
          { title: '最后修改', dataIndex: 'updatedAt', render: (at: string, item) => `${at} ${item.updatedBy}` },
        ]}
      />
      <ConsolePager
        page={filter.page}
        pageSize={PAGE_SIZE}
        total={articles.total}
        unit={articles.total >= NEWS_COUNT_CAP ? '篇以上' : '篇'}
        hrefOf={(page) => hrefOf(filter, page)}
      />
    </section>
  );
}
