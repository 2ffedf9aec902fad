import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { Button, Input, Table } from 'antd';
import { adminServicesApi, SERVICE_HANDLING_NAMES, type AdminServiceRow } from '@yizhan/contracts';
import type { Route } from './+types/services-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { ConsolePager } from '../console-pager';
import { saveSpreadsheet } from '../sheets/sheet-file';
import { SheetImport } from '../sheets/sheet-import';
import { filterOf, hrefOf, queryOf } from './services-filter';
import './services.css';

export const meta: Route.MetaFunction = titled('服务事项');

const PAGE_SIZE = 20;

export async function loader({ context, url }: Route.LoaderArgs) {
  const filter = filterOf(url);
  const call = serverApi(context);
  const [services, options] = await Promise.all([
    consoleLoad(call(adminServicesApi.list, { query: { ...queryOf(filter), page: filter.page, pageSize: PAGE_SIZE } })),
    consoleLoad(call(adminServicesApi.options)),
  ]);
  return { filter, services, options };
}

/** A native select of a filter: its options by id, with 全部 first. */
function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: { id: number | string; name: string }[];
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name={props.id.replace('services-', '')}
        defaultValue={props.value}
        className="yz-services-select"
      >
        <option value="">全部</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}

/** /admin/services 服务事项 (issue 37 item 5): find services, 上架/下架 them, export, import, open one to edit. */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { filter, services, options } = loaderData;
  const { revalidate, state } = useRevalidator();
  const [message, setMessage] = useState('');

  const toggle = async (row: AdminServiceRow) => {
    const outcome = await consoleSave(adminServicesApi.setListed, { body: { id: row.id, listed: !row.listed } });
    setMessage(outcome.ok ? `已${outcome.data.listed ? '上架' : '下架'}「${row.name}」` : outcome.msg);
    await revalidate();
  };
  const exportList = async () => {
    const outcome = await consoleSave(adminServicesApi.exportSheet, { query: queryOf(filter) });
    if (outcome.ok) saveSpreadsheet(outcome.data);
    else setMessage(outcome.msg);
  };

  return (
    <section className="yz-admin-page" aria-labelledby="services-title">
      <div className="yz-services-head">
        <h1 id="services-title">服务事项</h1>
        <Link to="/admin/services/new" className="ant-btn ant-btn-primary yz-services-new">
          新建服务事项
        </Link>
      </div>
      <Form method="get" className="yz-admin-filter yz-services-filter" role="search">
        <label htmlFor="services-name">名称开头</label>
        <Input
          id="services-name"
          name="name"
          defaultValue={filter.name}
          placeholder="输入开头的几个字"
          style={{ width: 180 }}
        />
        <FilterSelect id="services-typeId" label="分类" value={filter.typeId} options={options.types} />
        <FilterSelect id="services-deptId" label="部门" value={filter.deptId} options={options.departments} />
        <FilterSelect
          id="services-listed"
          label="状态"
          value={filter.listed}
          options={[
            { id: 'yes', name: '已上架' },
            { id: 'no', name: '已下架' },
          ]}
        />
        <Button htmlType="submit" type="primary">
          查找
        </Button>
        <Link to="/admin/services">清除条件</Link>
      </Form>
      <div className="yz-services-sheets">
        <Button onClick={() => void exportList()}>导出当前列表</Button>
        <SheetImport
          what="服务事项"
          template={() => consoleSave(adminServicesApi.template, {})}
          importFile={(upload) => consoleSave(adminServicesApi.importSheet, { body: upload })}
          onImported={revalidate}
        />
      </div>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<AdminServiceRow>
        rowKey="id"
        loading={state === 'loading'}
        dataSource={services.list}
        pagination={false}
        locale={{ emptyText: '没有找到服务事项' }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            render: (name: string, row) => <Link to={`/admin/services/${row.id}`}>{name}</Link>,
          },
          { title: '办理部门', dataIndex: 'deptName' },
          { title: '分类', dataIndex: 'typeName' },
          {
            title: '办理方式',
            dataIndex: 'handling',
            render: (handling: AdminServiceRow['handling']) => SERVICE_HANDLING_NAMES[handling],
          },
          { title: '办事指南', dataIndex: 'hasGuide', render: (has: boolean) => (has ? '有' : '无') },
          {
            title: '状态',
            dataIndex: 'listed',
            render: (listed: boolean) => (
              <span className={`yz-admin-outcome yz-admin-outcome--${listed ? 'success' : 'failure'}`}>
                {listed ? '已上架' : '已下架'}
              </span>
            ),
          },
          { title: '更新时间', dataIndex: 'updatedAt' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="yz-admin-actions">
                <Link to={`/admin/services/${row.id}`} aria-label={`编辑「${row.name}」`}>
                  编辑
                </Link>
                <Button
                  size="small"
                  onClick={() => void toggle(row)}
                  aria-label={`${row.listed ? '下架' : '上架'}「${row.name}」`}
                >
                  {row.listed ? '下架' : '上架'}
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ConsolePager
        page={filter.page}
        pageSize={PAGE_SIZE}
        total={services.total}
        unit="项服务"
        hrefOf={(page) => hrefOf(filter, page)}
      />
    </section>
  );
}
