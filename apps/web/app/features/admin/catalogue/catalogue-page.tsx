import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Button, Modal, Table, Tabs } from 'antd';
import {
  adminCatalogueApi,
  CATALOGUE_KIND_NAMES,
  catalogueKindSchema,
  type CatalogueEntry,
  type CatalogueKind,
  type CatalogueSave,
} from '@yizhan/contracts';
import type { Route } from './+types/catalogue-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { ConsolePager } from '../console-pager';
import { blankEntry, CatalogueDialog, entryFormOf } from './catalogue-dialog';
import '../menus/menus.css';

export const meta: Route.MetaFunction = titled('服务目录');

const PAGE_SIZE = 50;
const KINDS = catalogueKindSchema.options;

/** The list and page of the address (`?kind=label&page=2`); an unknown kind is the first. */
function filterOf(url: URL) {
  const parsed = catalogueKindSchema.safeParse(url.searchParams.get('kind'));
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  return { kind: parsed.success ? parsed.data : ('serviceType' as const), page };
}

const hrefOf = (kind: CatalogueKind, page = 1) => `/admin/catalogue?kind=${kind}${page > 1 ? `&page=${page}` : ''}`;

export async function loader({ context, url }: Route.LoaderArgs) {
  const filter = filterOf(url);
  const query = { ...filter, pageSize: PAGE_SIZE };
  return { filter, entries: await consoleLoad(serverApi(context)(adminCatalogueApi.list, { query })) };
}

/**
 * /admin/catalogue 服务目录 (issue 37 item 5): the unit's service types, business-system types, departments and labels
 * — add, rename, sort, hide from the hall, delete what nothing uses. The unit administrator's only (ADR 082).
 */
export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const { filter, entries } = loaderData;
  const what = CATALOGUE_KIND_NAMES[filter.kind];
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<CatalogueSave | null>(null);
  const [deleting, setDeleting] = useState<CatalogueEntry | null>(null);

  const report = async (outcome: { ok: boolean; msg?: string; current?: unknown }, done: string) => {
    setMessage(
      outcome.ok ? done : outcome.current ? `${outcome.msg}，已载入最新内容，请重新操作` : (outcome.msg ?? ''),
    );
    await revalidate();
  };
  const toggle = async (entry: CatalogueEntry) => {
    const body = { ...entryFormOf(filter.kind, entry), hidden: !entry.hidden };
    const outcome = await consoleSave(adminCatalogueApi.save, { body });
    await report(outcome, `已${entry.hidden ? '显示' : '隐藏'}${what}「${entry.name}」，门户两端即时生效`);
  };
  const remove = async (entry: CatalogueEntry) => {
    setDeleting(null);
    const body = { kind: filter.kind, id: entry.id, version: entry.version };
    await report(await consoleSave(adminCatalogueApi.remove, { body }), `已删除${what}「${entry.name}」`);
  };
  const last = entries.list.at(-1)?.sort ?? 0;

  return (
    <section className="yz-admin-page" aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">服务目录</h1>
      <Tabs
        activeKey={filter.kind}
        onChange={(key) => void navigate(hrefOf(key as CatalogueKind))}
        items={KINDS.map((kind) => ({ key: kind, label: CATALOGUE_KIND_NAMES[kind] }))}
      />
      <div className="yz-admin-menus__bar">
        <p className="yz-admin-field__hint">
          隐藏的项不在门户的筛选中出现；仍被服务事项或业务系统使用的项不能删除，可以先隐藏。
        </p>
        <Button type="primary" onClick={() => setEditing(blankEntry(filter.kind, last))}>
          新增{what}
        </Button>
      </div>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<CatalogueEntry>
        rowKey="id"
        loading={state === 'loading'}
        dataSource={entries.list}
        pagination={false}
        locale={{ emptyText: `还没有${what}` }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '排序', dataIndex: 'sort', width: 90 },
          { title: '门户中', dataIndex: 'hidden', width: 90, render: (hidden: boolean) => (hidden ? '隐藏' : '显示') },
          { title: '使用数', dataIndex: 'inUse', width: 90 },
          {
            title: '操作',
            key: 'actions',
            render: (_, entry) => (
              <span className="yz-admin-actions">
                <Button
                  size="small"
                  onClick={() => setEditing(entryFormOf(filter.kind, entry))}
                  aria-label={`编辑 ${entry.name}`}
                >
                  编辑
                </Button>
                <Button
                  size="small"
                  onClick={() => void toggle(entry)}
                  aria-label={`${entry.hidden ? '显示' : '隐藏'} ${entry.name}`}
                >
                  {entry.hidden ? '显示' : '隐藏'}
                </Button>
                <Button size="small" onClick={() => setDeleting(entry)} aria-label={`删除 ${entry.name}`}>
                  删除
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ConsolePager
        page={filter.page}
        pageSize={PAGE_SIZE}
        total={entries.total}
        unit="项"
        hrefOf={(page) => hrefOf(filter.kind, page)}
      />
      {editing ? (
        <CatalogueDialog
          key={editing.id ?? 'new'}
          start={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setMessage(`${saved}，门户两端即时生效`);
              void revalidate();
            }
          }}
        />
      ) : null}
      {deleting ? (
        <Modal
          open
          title={`删除${what}「${deleting.name}」`}
          okText="删除"
          cancelText="取消"
          onOk={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>删除后不能恢复。仍被使用的项不会被删除，可以改为隐藏。</p>
        </Modal>
      ) : null}
    </section>
  );
}
