import { lazy, Suspense, useState } from 'react';
import { Form, Link, useRevalidator, useRouteLoaderData } from 'react-router';
import { Button, Input, Table } from 'antd';
import {
  adminAccountDepartmentsApi,
  adminApi,
  USER_TYPE_NAMES,
  type AccountDepartment,
  type AdminSession,
  type AdminUser,
} from '@yizhan/contracts';
import type { Route } from './+types/users-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { CONSOLE_FRAME_ID, type ConsoleFrameData } from '../console-data';
import { keywordPageHref, keywordPageOf, keywordPageQuery } from '../console-list';
import { ConsolePager } from '../console-pager';
import { readSessions } from './read-sessions';
import { readRoles, RolesDialog, type EditableRoles } from './roles-dialog';
import { UsersImport } from './users-import';

export const meta: Route.MetaFunction = titled('用户与角色');

// The dialogs of a click away come with the click: the list itself stays within the route's page weight.
const CreateUserDialog = lazy(() =>
  import('./create-user-dialog').then((module) => ({ default: module.CreateUserDialog })),
);
const ResetPasswordDialog = lazy(() =>
  import('./reset-password-dialog').then((module) => ({ default: module.ResetPasswordDialog })),
);
const ResetSecondStepDialog = lazy(() =>
  import('./reset-second-step-dialog').then((module) => ({ default: module.ResetSecondStepDialog })),
);
const SessionsDialog = lazy(() => import('./sessions-dialog').then((module) => ({ default: module.SessionsDialog })));
const DepartmentDialog = lazy(() =>
  import('./department-dialog').then((module) => ({ default: module.DepartmentDialog })),
);

const PAGE_SIZE = 20;

export async function loader({ context, url }: Route.LoaderArgs) {
  const filter = keywordPageOf(url);
  const query = keywordPageQuery(filter, PAGE_SIZE);
  const api = serverApi(context);
  const [users, departments] = await Promise.all([
    consoleLoad(api(adminApi.users, { query })),
    consoleLoad(api(adminAccountDepartmentsApi.departments)),
  ]);
  return { filter, users, departments };
}

const hrefOf = (keyword: string, page: number) => keywordPageHref('/admin/users', keyword, page);

/**
 * /admin/users 用户与角色 (issue 37 item 9): find, create and import accounts, disable or enable them, reset a
 * password, see and end an account's sessions, grant console roles, end a lost authenticator (ADR 080).
 */
export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const { filter, users, departments } = loaderData;
  const { revalidate, state } = useRevalidator();
  const frame = useRouteLoaderData<ConsoleFrameData>(CONSOLE_FRAME_ID);
  // One's own authenticator is changed on 两步验证, never reset here.
  const ownUid = frame && !frame.phone ? frame.me.uid : null;
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<{ user: AdminUser; roles: EditableRoles; notice?: string } | null>(null);
  const [dialog, setDialog] = useState<
    | { kind: 'create' }
    | { kind: 'reset'; user: AdminUser }
    | { kind: 'secondStep'; user: AdminUser }
    | { kind: 'sessions'; user: AdminUser; sessions: AdminSession[] }
    | { kind: 'department'; user: AdminUser; loaded: AccountDepartment; notice?: string }
    | null
  >(null);

  const openRoles = async (user: AdminUser, notice?: string) => {
    try {
      setEditing({ user, roles: await readRoles(user.uid), ...(notice ? { notice } : {}) });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : '角色读取失败，请稍后重试');
    }
  };

  const openSessions = async (user: AdminUser) => {
    try {
      setDialog({ kind: 'sessions', user, sessions: await readSessions(user.uid) });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : '登录记录读取失败，请稍后重试');
    }
  };

  const openDepartment = async (user: AdminUser, notice?: string) => {
    try {
      // Read on demand: the dialog's module comes with the click, and so does the version it saves from.
      const { readDepartment } = await import('./department-dialog');
      setDialog({ kind: 'department', user, loaded: await readDepartment(user.uid), ...(notice ? { notice } : {}) });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : '部门读取失败，请稍后重试');
    }
  };

  const toggle = async (user: AdminUser) => {
    const outcome = await consoleSave(adminApi.setUserDisabled, { body: { uid: user.uid, disabled: !user.disabled } });
    setMessage(
      outcome.ok
        ? `已${outcome.data.disabled ? '停用' : '启用'}账号 ${user.username}${outcome.data.disabled ? '，其登录已全部注销' : ''}`
        : outcome.msg,
    );
    await revalidate();
  };

  return (
    <section className="yz-admin-page" aria-labelledby="users-title">
      <h1 id="users-title">用户与角色</h1>
      <Form method="get" className="yz-admin-filter" role="search">
        <label htmlFor="users-keyword">账号或姓名</label>
        <Input
          id="users-keyword"
          name="keyword"
          defaultValue={filter.keyword}
          placeholder="输入开头的几个字"
          style={{ width: 220 }}
        />
        <Button htmlType="submit" type="primary">
          查找
        </Button>
        <Link to="/admin/users">清除条件</Link>
      </Form>
      <div className="yz-admin-toolbar">
        <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
          新建账号
        </Button>
        <UsersImport onImported={revalidate} />
      </div>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<AdminUser>
        rowKey="uid"
        loading={state === 'loading'}
        dataSource={users.list}
        pagination={false}
        locale={{ emptyText: '没有找到账号' }}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'name' },
          { title: '类型', dataIndex: 'userType', render: (type: string) => USER_TYPE_NAMES[type] ?? type },
          { title: '部门', dataIndex: 'department', render: (department: string) => department || '—' },
          { title: '管理角色', dataIndex: 'roles', render: (roles: string[]) => roles.join('、') || '—' },
          {
            title: '状态',
            dataIndex: 'disabled',
            render: (disabled: boolean) => (
              <span className={`yz-admin-outcome yz-admin-outcome--${disabled ? 'failure' : 'success'}`}>
                {disabled ? '已停用' : '正常'}
              </span>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, user) => (
              <span className="yz-admin-actions">
                <Button size="small" onClick={() => void openRoles(user)} aria-label={`设置 ${user.username} 的角色`}>
                  设置角色
                </Button>
                <Button
                  size="small"
                  onClick={() => void openDepartment(user)}
                  aria-label={`设置 ${user.username} 的部门`}
                >
                  设置部门
                </Button>
                <Button
                  size="small"
                  onClick={() => setDialog({ kind: 'reset', user })}
                  aria-label={`重置 ${user.username} 的密码`}
                >
                  重置密码
                </Button>
                {user.roles.length > 0 && user.uid !== ownUid ? (
                  <Button
                    size="small"
                    onClick={() => setDialog({ kind: 'secondStep', user })}
                    aria-label={`重置 ${user.username} 的两步验证`}
                  >
                    重置两步验证
                  </Button>
                ) : null}
                <Button
                  size="small"
                  onClick={() => void openSessions(user)}
                  aria-label={`查看 ${user.username} 的登录`}
                >
                  登录记录
                </Button>
                <Button
                  size="small"
                  onClick={() => void toggle(user)}
                  aria-label={`${user.disabled ? '启用' : '停用'} ${user.username}`}
                >
                  {user.disabled ? '启用' : '停用'}
                </Button>
              </span>
            ),
          },
        ]}
      />
      <ConsolePager
        page={filter.page}
        pageSize={PAGE_SIZE}
        total={users.total}
        unit="个账号"
        hrefOf={(page) => hrefOf(filter.keyword, page)}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' ? (
          <CreateUserDialog
            departments={departments}
            onClose={(created) => {
              setDialog(null);
              if (created) {
                setMessage(`已创建账号 ${created}`);
                void revalidate();
              }
            }}
          />
        ) : null}
        {dialog?.kind === 'reset' ? (
          <ResetPasswordDialog
            user={dialog.user}
            onClose={(reset) => {
              setDialog(null);
              if (reset) setMessage(`已重置 ${dialog.user.username} 的密码`);
            }}
          />
        ) : null}
        {dialog?.kind === 'secondStep' ? (
          <ResetSecondStepDialog
            user={dialog.user}
            onClose={(reset) => {
              setDialog(null);
              if (reset)
                setMessage(`已重置 ${dialog.user.username} 的两步验证，其下次进入管理后台时按本单位要求重新设置`);
            }}
          />
        ) : null}
        {dialog?.kind === 'department' ? (
          <DepartmentDialog
            key={dialog.loaded.version}
            user={dialog.user}
            loaded={dialog.loaded}
            departments={departments}
            {...(dialog.notice ? { notice: dialog.notice } : {})}
            onStale={() => void openDepartment(dialog.user, '该内容已被他人修改，已载入最新的部门，请重新选择后保存')}
            onClose={(saved) => {
              setDialog(null);
              if (saved) {
                setMessage(saved);
                void revalidate();
              }
            }}
          />
        ) : null}
        {dialog?.kind === 'sessions' ? (
          <SessionsDialog user={dialog.user} loaded={dialog.sessions} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
      {editing ? (
        <RolesDialog
          key={editing.roles.version}
          user={editing.user}
          loaded={editing.roles}
          {...(editing.notice ? { notice: editing.notice } : {})}
          onStale={() => void openRoles(editing.user, '该内容已被他人修改，已载入最新的角色，请重新选择后保存')}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setMessage(`已更新 ${editing.user.username} 的管理角色`);
              void revalidate();
            }
          }}
        />
      ) : null}
    </section>
  );
}
