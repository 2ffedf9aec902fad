import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { Button, Input, Modal, Table } from 'antd';
import { adminSystemsApi, SYSTEM_SIGN_ON_NAMES, type AdminSystem, type SystemSave } from '@yizhan/contracts';
import type { Route } from './+types/systems-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { readableLink } from '../../../shared/links';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { keywordPageHref, keywordPageOf, keywordPageQuery } from '../console-list';
import { ConsolePager } from '../console-pager';
import { audienceOf } from '../menus/audience';
import { blankSystem, SystemDialog, systemFormOf } from './system-dialog';
import '../menus/menus.css';

export const meta: Route.MetaFunction = titled('业务系统');

const PAGE_SIZE = 20;

export async function loader({ context, url }: Route.LoaderArgs) {
  const filter = keywordPageOf(url);
  const query = keywordPageQuery(filter, PAGE_SIZE);
  return { filter, systems: await consoleLoad(serverApi(context)(adminSystemsApi.list, { query })) };
}

const hrefOf = (keyword: string, page: number) => keywordPageHref('/admin/systems', keyword, page);

/** /admin/systems 业务系统 (issue 37 item 6): the unit's business systems — find, add, edit, remove. */
export default function SystemsPage({ loaderData }: Route.ComponentProps) {
  const { filter, systems } = loaderData;
  const { revalidate, state } = useRevalidator();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<SystemSave | null>(null);
  const [deleting, setDeleting] = useState<AdminSystem | null>(null);

  const remove = async (system: AdminSystem) => {
    setDeleting(null);
    const outcome = await consoleSave(adminSystemsApi.remove, { body: { id: system.id, version: system.version } });
    setMessage(
      outcome.ok
        ? `已删除业务系统「${system.name}」`
        : outcome.current
          ? `${outcome.msg}，已载入最新内容，请重新操作`
          : outcome.msg,
    );
    await revalidate();
  };

  return (
    <section className="yz-admin-page" aria-labelledby="systems-title">
      <h1 id="systems-title">业务系统</h1>
      <div className="yz-admin-menus__bar">
        <Form method="get" className="yz-admin-filter" role="search">
          <label htmlFor="systems-keyword">名称</label>
          <Input id="systems-keyword" name="keyword" defaultValue={filter.keyword} style={{ width: 220 }} />
          <Button htmlType="submit">查找</Button>
          <Link to="/admin/systems">清除条件</Link>
        </Form>
        <Button type="primary" onClick={() => setEditing(blankSystem(systems.types, systems.departments))}>
          新增业务系统
        </Button>
      </div>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<AdminSystem>
        rowKey="id"
        loading={state === 'loading'}
        dataSource={systems.list}
        pagination={false}
        locale={{ emptyText: '没有找到业务系统' }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          {
            title: '电脑端地址',
            dataIndex: 'pcUrl',
            render: (url: string) => <span className="yz-admin-menu__link">{readableLink(url)}</span>,
          },
          { title: '分类', dataIndex: 'typeName' },
          {
            title: '登录方式',
            dataIndex: 'signOn',
            render: (signOn: AdminSystem['signOn']) => SYSTEM_SIGN_ON_NAMES[signOn],
          },
          { title: '内嵌', dataIndex: 'frameAllowed', render: (allowed: boolean) => (allowed ? '允许' : '不允许') },
          {
            title: '谁能看到',
            key: 'audience',
            render: (_, system) =>
              audienceOf({ guests: system.guests, needsLogin: false, userTypes: system.userTypes }),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, system) => (
              <span className="yz-admin-actions">
                <Button
                  size="small"
                  onClick={() => setEditing(systemFormOf(system))}
                  aria-label={`编辑 ${system.name}`}
                >
                  编辑
                </Button>
                <Button size="small" onClick={() => setDeleting(system)} aria-label={`删除 ${system.name}`}>
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
        total={systems.total}
        unit="个业务系统"
        hrefOf={(page) => hrefOf(filter.keyword, page)}
      />
      {editing ? (
        <SystemDialog
          key={editing.id ?? 'new'}
          start={editing}
          types={systems.types}
          departments={systems.departments}
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
          title={`删除业务系统「${deleting.name}」`}
          okText="删除"
          cancelText="取消"
          onOk={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>删除后门户不再列出该系统，打开它的菜单项、用户的收藏和最近使用也一并删除，且不能恢复。</p>
        </Modal>
      ) : null}
    </section>
  );
}
