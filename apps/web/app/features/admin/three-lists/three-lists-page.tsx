import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { Alert, Button, Input, Modal, Table } from 'antd';
import {
  adminThreeListSheetsApi,
  adminThreeListsApi,
  type AdminThreeListItem,
  type AdminThreeListType,
} from '@yizhan/contracts';
import type { Route } from './+types/three-lists-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { ConsolePager } from '../console-pager';
import { saveSpreadsheet } from '../sheets/sheet-file';
import { SheetImport } from '../sheets/sheet-import';
import { ItemDialog } from './item-dialog';

export const meta: Route.MetaFunction = titled('三张清单');

const PAGE_SIZE = 20;

function filterOf(url: URL) {
  const typeId = Number(url.searchParams.get('type')) || 0;
  const keyword = url.searchParams.get('keyword')?.trim().slice(0, 100) ?? '';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  return { typeId, keyword, page };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const api = serverApi(context);
  const types = await consoleLoad(api(adminThreeListsApi.types));
  const asked = filterOf(url);
  const type = types.find((each) => each.typeId === asked.typeId) ?? types[0];
  const filter = { ...asked, typeId: type?.typeId ?? 0 };
  const query = {
    typeId: String(filter.typeId),
    page: filter.page,
    pageSize: PAGE_SIZE,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
  };
  const items = type ? await consoleLoad(api(adminThreeListsApi.items, { query })) : { list: [], total: 0 };
  return { types, filter, items };
}

const hrefOf = (filter: { typeId: number; keyword: string }, page = 1) => {
  const params = new URLSearchParams({ type: String(filter.typeId) });
  if (filter.keyword) params.set('keyword', filter.keyword);
  if (page > 1) params.set('page', String(page));
  return `/admin/three-lists?${params}`;
};

/**
 * /admin/three-lists 三张清单 (issue 37 item 8): each list's entries, found, added, edited and removed, and imported
 * from or exported to Excel a list at a time (its columns are the list's own).
 */
export default function ThreeListsPage({ loaderData }: Route.ComponentProps) {
  const { types, filter, items } = loaderData;
  const type = types.find((each) => each.typeId === filter.typeId);
  const { revalidate, state } = useRevalidator();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<{ type: AdminThreeListType; item: AdminThreeListItem | null } | null>(null);
  const [removing, setRemoving] = useState<AdminThreeListItem | null>(null);
  const headline = type?.fields.find((field) => field.headline) ?? type?.fields[0];

  const remove = async (item: AdminThreeListItem) => {
    const outcome = await consoleSave(adminThreeListsApi.removeItem, { body: { id: item.id, version: item.version } });
    setRemoving(null);
    setMessage(outcome.ok ? '已删除清单条目' : outcome.current ? '该内容已被他人修改，列表已刷新' : outcome.msg);
    await revalidate();
  };

  const exportList = async (typeId: number) => {
    const outcome = await consoleSave(adminThreeListSheetsApi.exportSheet, { query: { typeId: String(typeId) } });
    if (outcome.ok) saveSpreadsheet(outcome.data);
    else setMessage(outcome.msg);
  };

  if (!type) {
    return (
      <section className="yz-admin-page" aria-labelledby="lists-title">
        <h1 id="lists-title">三张清单</h1>
        <p>本单位还没有清单类型。</p>
      </section>
    );
  }

  return (
    <section className="yz-admin-page" aria-labelledby="lists-title">
      <h1 id="lists-title">三张清单</h1>
      <nav aria-label="清单类型" className="yz-admin-filter">
        {types.map((each) => (
          <Link
            key={each.typeId}
            to={hrefOf({ typeId: each.typeId, keyword: '' })}
            aria-current={each.typeId === type.typeId ? 'page' : undefined}
            style={each.typeId === type.typeId ? { fontWeight: 600, textDecoration: 'underline' } : undefined}
          >
            {each.name}
          </Link>
        ))}
      </nav>
      <Form method="get" className="yz-admin-filter" role="search">
        <input type="hidden" name="type" value={type.typeId} />
        <label htmlFor="lists-keyword">关键词</label>
        <Input id="lists-keyword" name="keyword" defaultValue={filter.keyword} style={{ width: 220 }} />
        <Button htmlType="submit">查找</Button>
        <Link to={hrefOf({ typeId: type.typeId, keyword: '' })}>清除条件</Link>
        <Button type="primary" onClick={() => setEditing({ type, item: null })}>
          新增条目
        </Button>
      </Form>
      <div className="yz-admin-toolbar">
        <Button onClick={() => void exportList(type.typeId)}>导出{type.name}</Button>
        <SheetImport
          key={type.typeId}
          what={`${type.name}条目`}
          template={() => consoleSave(adminThreeListSheetsApi.template, { query: { typeId: String(type.typeId) } })}
          importFile={(upload) =>
            consoleSave(adminThreeListSheetsApi.importSheet, { body: { ...upload, typeId: type.typeId } })
          }
          onImported={revalidate}
        />
      </div>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<AdminThreeListItem>
        rowKey="id"
        loading={state === 'loading'}
        dataSource={items.list}
        pagination={false}
        locale={{ emptyText: '没有找到条目' }}
        columns={[
          ...type.fields.slice(0, 4).map((field) => ({
            title: field.name,
            key: field.fieldKey,
            render: (_: unknown, item: AdminThreeListItem) => item.cells[field.fieldKey] ?? '',
          })),
          { title: '排序', dataIndex: 'sort' },
          {
            title: '操作',
            key: 'actions',
            render: (_, item) => {
              const name = (headline && item.cells[headline.fieldKey]) || String(item.id);
              return (
                <span className="yz-admin-actions">
                  <Button size="small" onClick={() => setEditing({ type, item })} aria-label={`编辑 ${name}`}>
                    编辑
                  </Button>
                  <Button size="small" onClick={() => setRemoving(item)} aria-label={`删除 ${name}`}>
                    删除
                  </Button>
                </span>
              );
            },
          },
        ]}
      />
      <ConsolePager
        page={filter.page}
        pageSize={PAGE_SIZE}
        total={items.total}
        unit="条"
        hrefOf={(page) => hrefOf(filter, page)}
      />
      {editing ? (
        <ItemDialog
          type={editing.type}
          item={editing.item}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setMessage(saved);
              void revalidate();
            }
          }}
        />
      ) : null}
      {removing ? (
        <Modal
          open
          title="删除清单条目？"
          okText="删除"
          cancelText="取消"
          onOk={() => remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <Alert type="warning" title="删除后门户电脑端和手机端立即不再显示，且不可恢复。" />
        </Modal>
      ) : null}
    </section>
  );
}
