import { Link } from 'react-router';
import { Button } from 'antd-mobile';
import type { Route } from './+types/mobile-applications-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { titled } from '../../../shared/page-title';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { applicationFilters, applicationsHref, loadApplications } from './load-applications';
import { ApplicationTimeline } from './application-timeline';
import { MyRatingSection, RateLink } from '../../../shared/ratings/my-rating';
import './mobile-applications.css';

const PATH = '/mobile/applications';
const PAGE_SIZE = 15;

export const meta: Route.MetaFunction = titled('我的办件');

/** Opened from 我的: a NavBar with a back button (ADR 028). */
export const handle = mobilePage({
  // The list and an application's timeline are one route told apart by the address: nothing to keep.
  keepAlive: false,
  secondary: { title: '我的办件', fallback: '/mobile/personal-center' },
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const filters = applicationFilters(new URL(request.url));
  return { guest: false as const, filters, ...(await loadApplications(serverApi(context), filters, PAGE_SIZE)) };
}

/** /mobile/applications (我的办件): the states as chips with counts, the list, and one application's timeline. */
export default function MobileApplicationsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.guest) {
    return (
      <ErrorBlock className="yz-mapps__state" status="empty" title="登录后查看" description="登录后可查看您的办件进度">
        <Button
          color="primary"
          onClick={() => window.location.assign(`/mobile-login?redirect=${encodeURIComponent(PATH)}`)}
        >
          登录
        </Button>
      </ErrorBlock>
    );
  }
  const { filters, types, list, detail, ratings } = loaderData;
  const { status, page } = filters;
  if (detail) {
    return (
      <div className="yz-mapps">
        <Link className="yz-mapps__back" to={applicationsHref(PATH, { status, page })}>
          返回办件列表
        </Link>
        {detail.ok ? (
          <section className="yz-mapps__card" aria-labelledby="yz-mapps-detail">
            <h1 id="yz-mapps-detail" className="yz-mapps__title">
              {detail.data.serviceName}
            </h1>
            <p className="yz-mapps__meta">
              办件编号 {detail.data.applyNo} · 提交于 {detail.data.submitTime}
            </p>
            <h2 className="yz-mapps__subtitle">办理进度</h2>
            <ApplicationTimeline steps={detail.data.steps} />
            <MyRatingSection
              key={detail.data.id}
              applicationId={detail.data.id}
              status={detail.data.status}
              rating={ratings.open}
              open={filters.rate}
              rateHref={applicationsHref(PATH, { status, page, id: detail.data.id, rate: true })}
            />
            {detail.data.mobileUrl && (
              <a className="yz-mapps__system" href={detail.data.mobileUrl}>
                在业务系统中查看
              </a>
            )}
          </section>
        ) : (
          <ErrorBlock className="yz-mapps__state" status="default" title="加载失败" description={detail.msg} />
        )}
      </div>
    );
  }
  const pages = list.ok ? Math.ceil(list.data.total / PAGE_SIZE) : 0;
  return (
    <div className="yz-mapps">
      <h1 className="yz-visually-hidden">我的办件</h1>
      {types.ok && (
        <nav aria-label="办件状态" className="yz-mapps__chips">
          {types.data.map((type) => (
            <Link
              key={type.status}
              to={applicationsHref(PATH, { status: type.status })}
              replace
              className="yz-mapps__chip"
              aria-current={type.status === status ? 'page' : undefined}
            >
              {type.name} {type.count}
            </Link>
          ))}
        </nav>
      )}
      {!list.ok ? (
        <ErrorBlock className="yz-mapps__state" status="default" title="加载失败" description={list.msg} />
      ) : list.data.list.length === 0 ? (
        <ErrorBlock className="yz-mapps__state" status="empty" title="暂无办件" description="" />
      ) : (
        <ul className="yz-mapps__list">
          {list.data.list.map((item) => (
            <li key={item.id}>
              <Link to={applicationsHref(PATH, { status, page, id: item.id })} className="yz-mapps__item">
                <span className="yz-mapps__item-title">{item.serviceName}</span>
                <span className="yz-mapps__item-status" data-status={item.status}>
                  {item.statusName}
                </span>
                <span className="yz-mapps__meta">
                  {item.applyNo} · {item.updateTime}
                </span>
              </Link>
              <RateLink
                status={item.status}
                rated={ratings.rated[item.id]}
                href={applicationsHref(PATH, { status, page, id: item.id, rate: true })}
              />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="分页" className="yz-mapps__pager">
          {page > 1 && <Link to={applicationsHref(PATH, { status, page: page - 1 })}>上一页</Link>}
          <span>
            {page} / {pages}
          </span>
          {page < pages && <Link to={applicationsHref(PATH, { status, page: page + 1 })}>下一页</Link>}
        </nav>
      )}
    </div>
  );
}
