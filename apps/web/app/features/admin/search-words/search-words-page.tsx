import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { Alert, Button, Input, Modal, Table } from 'antd';
import { adminSearchWordsApi, type AdminSynonym } from '@yizhan/contracts';
import type { Route } from './+types/search-words-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { ConsolePager } from '../console-pager';
import { HotWordsTab } from './hot-words-tab';
import { SynonymDialog } from './synonym-dialog';
import { ZeroResultsTab } from './zero-results-tab';

export const meta: Route.MetaFunction = titled('搜索词');

const PAGE_SIZE = 20;
const TABS = [
  { tab: 'synonyms', label: '同义词' },
  { tab: 'hot', label: '热词' },
  { tab: 'zero', label: '无结果搜索' },
] as const;
type Tab = (typeof TABS)[number]['tab'];

function filterOf(url: URL) {
  const asked = url.searchParams.get('tab');
  const tab: Tab = TABS.some((each) => each.tab === asked) ? (asked as Tab) : 'synonyms';
  const keyword = url.searchParams.get('keyword')?.trim().slice(0, 100) ?? '';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  return { tab, keyword, page };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const api = serverApi(context);
  const filter = filterOf(url);
  const query = { page: filter.page, pageSize: PAGE_SIZE, ...(filter.keyword ? { keyword: filter.keyword } : {}) };
  // Only the tab shown is read.
  if (filter.tab === 'zero') return { filter, zero: await consoleLoad(api(adminSearchWordsApi.zeroResults)) };
  if (filter.tab === 'hot') return { filter, hot: await consoleLoad(api(adminSearchWordsApi.hotWords, { query })) };
  return { filter, synonyms: await consoleLoad(api(adminSearchWordsApi.synonyms, { query })) };
}

const hrefOf = (tab: Tab, keyword = '', page = 1) => {
  const params = new URLSearchParams({ tab });
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  return `/admin/search-words?${params}`;
};

/**
 * /admin/search-words 搜索词 (issue 37 item 8, ADR 075): the unit's synonyms, its hot words, and the searches that
 * found nothing — from which one click opens the synonym form with the keyword filled in.
 */
export default function SearchWordsPage({ loaderData }: Route.ComponentProps) {
  const { filter } = loaderData;
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<AdminSynonym | { word: string } | null>(null);
  const [removing, setRemoving] = useState<AdminSynonym | null>(null);
  const done = async (text: string) => {
    setMessage(text);
    await revalidate();
  };

  const remove = async (rule: AdminSynonym) => {
    const outcome = await consoleSave(adminSearchWordsApi.removeSynonym, {
      body: { id: rule.id, version: rule.version },
    });
    setRemoving(null);
    await done(
      outcome.ok ? `已删除同义词「${rule.word}」` : outcome.current ? '该内容已被他人修改，列表已刷新' : outcome.msg,
    );
  };

  const list = (tab: Tab, total: number, unit: string) => (
    <ConsolePager
      page={filter.page}
      pageSize={PAGE_SIZE}
      total={total}
      unit={unit}
      hrefOf={(page) => hrefOf(tab, filter.keyword, page)}
    />
  );
  const search = (tab: Tab, label: string) => (
    <Form method="get" className="yz-admin-filter" role="search">
      <input type="hidden" name="tab" value={tab} />
      <label htmlFor="words-keyword">{label}</label>
      <Input id="words-keyword" name="keyword" defaultValue={filter.keyword} style={{ width: 200 }} />
      <Button htmlType="submit">查找</Button>
      <Link to={hrefOf(tab)}>清除条件</Link>
      {tab === 'synonyms' ? (
        <Button type="primary" onClick={() => setEditing({ word: '' })}>
          新增同义词
        </Button>
      ) : null}
    </Form>
  );

  return (
    <section className="yz-admin-page" aria-labelledby="words-title">
      <h1 id="words-title">搜索词</h1>
      <nav aria-label="搜索词分类" className="yz-admin-filter">
        {TABS.map(({ tab, label }) => (
          <Link
            key={tab}
            to={hrefOf(tab)}
            aria-current={tab === filter.tab ? 'page' : undefined}
            style={tab === filter.tab ? { fontWeight: 600, textDecoration: 'underline' } : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      {'synonyms' in loaderData && loaderData.synonyms ? (
        <>
          {search('synonyms', '词语开头')}
          <Table<AdminSynonym>
            rowKey="id"
            dataSource={loaderData.synonyms.list}
            pagination={false}
            locale={{ emptyText: '没有同义词规则' }}
            columns={[
              { title: '词语', dataIndex: 'word' },
              { title: '同义词', dataIndex: 'alternatives', render: (words: string[]) => words.join('、') },
              {
                title: '操作',
                key: 'actions',
                render: (_, rule) => (
                  <span className="yz-admin-actions">
                    <Button size="small" onClick={() => setEditing(rule)} aria-label={`编辑「${rule.word}」`}>
                      编辑
                    </Button>
                    <Button size="small" onClick={() => setRemoving(rule)} aria-label={`删除「${rule.word}」`}>
                      删除
                    </Button>
                  </span>
                ),
              },
            ]}
          />
          {list('synonyms', loaderData.synonyms.total, '条规则')}
        </>
      ) : null}
      {'hot' in loaderData && loaderData.hot ? (
        <>
          {search('hot', '热词开头')}
          <HotWordsTab words={loaderData.hot.list} onDone={done} />
          {list('hot', loaderData.hot.total, '个热词')}
        </>
      ) : null}
      {'zero' in loaderData && loaderData.zero ? (
        <ZeroResultsTab rows={loaderData.zero} onAddSynonym={(word) => setEditing({ word })} />
      ) : null}
      {editing ? (
        <SynonymDialog
          rule={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void done(saved);
          }}
        />
      ) : null}
      {removing ? (
        <Modal
          open
          title={`删除同义词「${removing.word}」？`}
          okText="删除"
          cancelText="取消"
          onOk={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <Alert type="warning" title="删除后，含该词的搜索不再按它的同义词搜索。" />
        </Modal>
      ) : null}
    </section>
  );
}
