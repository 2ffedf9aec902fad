import { Link } from 'react-router';
import { Alert, Button, Empty } from 'antd';
import type { Route } from './+types/applications-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { LinkPager } from '../../../shared/ui/desktop/link-pager';
import { applicationFilters, applicationsHref, loadApplications } from './load-applications';
import { ApplicationTimeline } from './application-timeline';
import { MyRatingSection, RateLink } from '../../../shared/ratings/my-rating';
import './applications.css';

const PATH = '/personal-center/applications';
const PAGE_SIZE = 10;

export const meta: Route.MetaFunction = titled('我的办件');

/** The person's applications: counts per state, one page of the state the address names, the open one's timeline. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const filters = applicationFilters(new URL(request.url));
  return { guest: false as const, filters, ...(await loadApplications(serverApi(context), filters, PAGE_SIZE)) };
}

/** /personal-center/applications (我的办件): every application a system filed for the person, and its progress. */
export default function ApplicationsPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.guest) {
    return (
      <div className="yz-apps">
        <h1 className="yz-apps__heading">我的办件</h1>
        <section className="yz-apps__panel">
          <p>登录后可查看您提交的办件及其办理进度。</p>
          <Button type="primary" href={`/login?redirect=${encodeURIComponent(PATH)}`}>
            登录
          </Button>
        </section>
      </div>
    );
  }
  const { filters, types, list, detail, ratings } = loaderData;
  const { status, page } = filters;
  const current = types.ok ? types.data.find((type) => type.status === status) : undefined;
  return (
    <div className="yz-apps">
      <div className="yz-apps__headline">
        <h1 className="yz-apps__heading">我的办件</h1>
        <Link to="/personal-center">返回个人中心</Link>
      </div>
      <div className="yz-apps__body">
        <section className="yz-apps__panel yz-apps__list-panel" aria-labelledby="yz-apps-list">
          <h2 id="yz-apps-list" className="yz-visually-hidden">
            办件列表
          </h2>
          {types.ok ? (
            <nav aria-label="办件状态" className="yz-apps__tabs">
              {types.data.map((type) => (
                <Link
                  key={type.status}
                  to={applicationsHref(PATH, { status: type.status })}
                  className="yz-apps__tab"
                  aria-current={type.status === status ? 'page' : undefined}
                >
                  {type.name}
                  <span className="yz-apps__tab-count">{type.count}</span>
                </Link>
              ))}
            </nav>
          ) : (
            <Alert type="error" showIcon title="加载失败" description={types.msg} />
          )}
          {!list.ok ? (
            <Alert type="error" showIcon title="加载失败" description={list.msg} />
          ) : list.data.list.length === 0 ? (
            <Empty description={status ? `没有${current?.name ?? ''}的办件` : '还没有办件'} />
          ) : (
            <>
              <ul className="yz-apps__list" aria-label={current?.name ?? '办件'}>
                {list.data.list.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={applicationsHref(PATH, { status, page, id: item.id })}
                      className="yz-apps__item"
                      aria-current={item.id === filters.id ? 'true' : undefined}
                      preventScrollReset
                    >
                      <span className="yz-apps__item-title">{item.serviceName}</span>
                      <span className="yz-apps__item-status" data-status={item.status}>
                        {item.statusName}
                      </span>
                      <span className="yz-apps__item-meta">
                        办件编号 {item.applyNo} · {item.deptName || item.source} · 更新于 {item.updateTime}
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
              <LinkPager
                page={page}
                pages={Math.ceil(list.data.total / PAGE_SIZE)}
                hrefOf={(target) => applicationsHref(PATH, { status, page: target })}
              />
            </>
          )}
        </section>
        <section className="yz-apps__panel yz-apps__detail" aria-labelledby="yz-apps-detail">
          <h2 id="yz-apps-detail" className="yz-apps__subheading">
            办理进度
          </h2>
          {detail === null ? (
            <p className="yz-apps__hint">选择左侧的一件办件，查看它的每一步办理情况。</p>
          ) : !detail.ok ? (
            <Alert type="error" showIcon title="加载失败" description={detail.msg} />
          ) : (
            <>
              <p className="yz-apps__detail-title">{detail.data.serviceName}</p>
              <p className="yz-apps__item-meta">
                办件编号 {detail.data.applyNo} · 提交于 {detail.data.submitTime} · 来自 {detail.data.source}
              </p>
              <ApplicationTimeline steps={detail.data.steps} />
              <MyRatingSection
                key={detail.data.id}
                applicationId={detail.data.id}
                status={detail.data.status}
                rating={ratings.open}
                open={filters.rate}
                rateHref={applicationsHref(PATH, { status, page, id: detail.data.id, rate: true })}
              />
              {detail.data.pcUrl && (
                <a href={detail.data.pcUrl} target="_blank" rel="noopener noreferrer">
                  在业务系统中查看
                </a>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
