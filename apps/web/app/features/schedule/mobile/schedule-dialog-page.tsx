import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { scheduleApi } from '@yizhan/contracts';
import type { Route } from './+types/schedule-dialog-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt } from '../../../shared/api-client/loaded';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { deleteItem } from '../api/browser';
import { GuestPrompt } from './guest-prompt';
import './schedule.css';
import { importOnceMore } from '../../../shared/retry/import-once-more';

const BACK = '/mobile/my-schedule/schedule';

export const meta: Route.MetaFunction = titled('日程详情');

export const handle = mobilePage({ keepAlive: false, secondary: { title: '日程详情', fallback: BACK } });

/** One of the user's own items (?id); someone else's is 日程不存在. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const item = /^\d{1,10}$/.test(id)
    ? await attempt(serverApi(context)(scheduleApi.itemDetail, { query: { id } }))
    : { ok: false as const, msg: '日程不存在' };
  return { guest: false as const, item };
}

/** /mobile/my-schedule/schedule-dialog (日程详情): an item with 编辑 and 删除. */
export default function ScheduleDialogMobilePage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (loaderData.guest) return <GuestPrompt path={BACK} />;
  const { item } = loaderData;
  if (!item.ok) {
    return (
      <div className="yz-msc">
        <ErrorBlock className="yz-msc__state" status="empty" title="暂无数据" description={item.msg}>
          <Link to={BACK}>返回我的日程</Link>
        </ErrorBlock>
      </div>
    );
  }
  const { id, title, startTime, endTime, place, notes } = item.data;
  const handleDelete = async () => {
    const { Dialog } = await importOnceMore(() => import('../../../shared/ui/mobile/imperative'));
    if (!(await Dialog.confirm({ content: `删除日程「${title}」？`, confirmText: '删除', cancelText: '取消' }))) return;
    setDeleting(true);
    try {
      await deleteItem(id);
      await navigate(`${BACK}?date=${startTime.slice(0, 10)}`, { replace: true });
    } catch {
      // The request client toasts the reason.
    } finally {
      setDeleting(false);
    }
  };
  return (
    <div className="yz-msc">
      <article className="yz-msc-detail">
        <h1 className="yz-msc__title">{title}</h1>
        <dl>
          <dt>开始</dt>
          <dd>{startTime}</dd>
          <dt>结束</dt>
          <dd>{endTime}</dd>
          <dt>地点</dt>
          <dd>{place || '未填写'}</dd>
          <dt>备注</dt>
          <dd className="yz-msc-detail__notes">{notes || '无'}</dd>
        </dl>
      </article>
      <div className="yz-msc-form__actions">
        <Button block color="primary" onClick={() => void navigate(`/mobile/my-schedule/schedule-dialog-add?id=${id}`)}>
          编辑
        </Button>
        <Button block color="danger" fill="outline" loading={deleting} onClick={() => void handleDelete()}>
          删除
        </Button>
      </div>
    </div>
  );
}
