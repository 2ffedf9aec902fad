import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button, Modal, Table } from 'antd';
import { adminBundlesApi, type AdminBundle, type BundleSave } from '@yizhan/contracts';
import type { Route } from './+types/bundles-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { keywordPageHref, keywordPageOf } from '../console-list';
import { ConsolePager } from '../console-pager';
import { BundleDialog, bundleFormOf, BLANK_BUNDLE } from './bundle-dialog';
import '../menus/menus.css';

export const meta: Route.MetaFunction = titled('一件事');

const PAGE_SIZE = 20;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { page } = keywordPageOf(url);
  const bundles = await consoleLoad(serverApi(context)(adminBundlesApi.list, { query: { page, pageSize: PAGE_SIZE } }));
  return { page, bundles };
}

/** /admin/bundles 一件事 (ADR 089): the unit's bundles — add, edit with a preview of the merged materials, remove. */
export default function BundlesPage({ loaderData }: Route.ComponentProps) {
  const { page, bundles } = loaderData;
  const { revalidate, state } = useRevalidator();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<BundleSave | null>(null);
  const [deleting, setDeleting] = useState<AdminBundle | null>(null);

  const remove = async (bundle: AdminBundle) => {
    setDeleting(null);
    const outcome = await consoleSave(adminBundlesApi.remove, { body: { id: bundle.id, version: bundle.version } });
    setMessage(
      outcome.ok
        ? `已删除一件事「${bundle.title}」`
        : outcome.current
          ? `${outcome.msg}，已载入最新内容，请重新操作`
          : outcome.msg,
    );
    await revalidate();
  };

  return (
    <section className="yz-admin-page" aria-labelledby="bundles-title">
      <h1 id="bundles-title">一件事</h1>
      <p>把几个事项按办理顺序组成一件事：门户为它合并材料清单（多个事项共用的材料只需提交一次），并显示办理进度。</p>
      <div className="yz-admin-menus__bar">
        <Button type="primary" onClick={() => setEditing(BLANK_BUNDLE)}>
          新增一件事
        </Button>
      </div>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<AdminBundle>
        rowKey="id"
        loading={state === 'loading'}
        dataSource={bundles.list}
        pagination={false}
        locale={{ emptyText: '还没有一件事' }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          {
            title: '包含的事项（按办理顺序）',
            key: 'services',
            render: (_, bundle) => bundle.services.map((service) => service.name).join(' → '),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, bundle) => (
              <span className="yz-admin-actions">
                <Button
                  size="small"
                  onClick={() => setEditing(bundleFormOf(bundle))}
                  aria-label={`编辑 ${bundle.title}`}
                >
                  编辑
                </Button>
                <Button size="small" onClick={() => setDeleting(bundle)} aria-label={`删除 ${bundle.title}`}>
                  删除
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ConsolePager
        page={page}
        pageSize={PAGE_SIZE}
        total={bundles.total}
        unit="个一件事"
        hrefOf={(to) => keywordPageHref('/admin/bundles', '', to)}
      />
      {editing ? (
        <BundleDialog
          key={editing.id ?? 'new'}
          start={editing}
          services={bundles.services}
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
          title={`删除一件事「${deleting.title}」`}
          okText="删除"
          cancelText="取消"
          onOk={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>删除后门户不再列出这件事；其中的事项本身保留，仍可在服务大厅单独办理。</p>
        </Modal>
      ) : null}
    </section>
  );
}
