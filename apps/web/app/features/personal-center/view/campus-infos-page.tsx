import { Link } from 'react-router';
import { personApi, type PersonDataItem, type PersonDataType } from '@yizhan/contracts';
import type { Route } from './+types/campus-infos-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt } from '../../../shared/api-client/loaded';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { isExternalLink } from '../../../shared/links';
import { mobileLinkOf } from '../../../shared/mobile-page/mobile-links';
import './campus-infos.css';

export const meta: Route.MetaFunction = titled('校园信息');

/** Where 返回 leads: 我的 on the phone when the page was opened from there (?from=mobile), else 个人中心. */
const backOf = (url: URL) =>
  url.searchParams.get('from') === 'mobile' ? '/mobile/personal-center' : '/personal-center';

/** Every data type of the unit with the person's items (one call each, in parallel). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const back = backOf(url);
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const, back };
  const api = serverApi(context);
  const [types, items] = await Promise.all([attempt(api(personApi.typeData)), attempt(api(personApi.data))]);
  return { guest: false as const, back, mobile: back.startsWith('/mobile'), types, items };
}

function ItemLink({ item, mobile }: { item: PersonDataItem; mobile: boolean }) {
  const to = mobile && item.link ? mobileLinkOf(item.link) : item.link;
  if (!to) return null;
  if (isExternalLink(to)) return null;
  return (
    <Link className="yz-ci-item__link" to={to} aria-label={`查看${item.name}`}>
      查看
    </Link>
  );
}

function TypeSection({ type, items, mobile }: { type: PersonDataType; items: PersonDataItem[]; mobile: boolean }) {
  const id = `yz-ci-type-${type.typeId}`;
  return (
    <section className="yz-ci-type" aria-labelledby={id}>
      <h2 id={id} className="yz-ci-type__title">
        {type.icon && <img src={type.icon} alt="" width={24} height={24} />}
        {type.name}
      </h2>
      {items.length === 0 ? (
        <p className="yz-ci-empty">暂无数据 · 该系统尚未报送您的信息</p>
      ) : (
        <dl className="yz-ci-items">
          {items.map((item) => (
            <div key={item.itemKey} className="yz-ci-item">
              <dt>{item.name}</dt>
              <dd>
                <span className="yz-ci-item__value">
                  {item.value}
                  {item.unit && <small>{item.unit}</small>}
                </span>
                <span className="yz-ci-item__time">更新于 {item.updateTime}</span>
                <ItemLink item={item} mobile={mobile} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * /personal-center/campus-infos (校园信息, spec §2, view layout): the person's data of every system of the unit
 * (一卡通, 图书馆, 校园网, 教务 …), grouped by type, without the site's frame; for the desktop and the phone.
 */
export default function CampusInfosPage({ loaderData }: Route.ComponentProps) {
  const back = (
    <Link className="yz-ci__back" to={loaderData.back}>
      ‹ 返回{loaderData.back.startsWith('/mobile') ? '我的' : '个人中心'}
    </Link>
  );
  if (loaderData.guest) {
    return (
      <div className="yz-ci">
        {back}
        <h1 className="yz-ci__title">校园信息</h1>
        <p>登录后可查看您在各业务系统中的信息。</p>
      </div>
    );
  }
  const { types, items, mobile } = loaderData;
  return (
    <div className="yz-ci">
      {back}
      <h1 className="yz-ci__title">校园信息</h1>
      <p className="yz-ci__intro">以下数据由各业务系统报送，以各系统为准。</p>
      {!types.ok || !items.ok ? (
        <p className="yz-ci-error" role="alert">
          加载失败：{!types.ok ? types.msg : !items.ok ? items.msg : ''}
        </p>
      ) : types.data.length === 0 ? (
        <p className="yz-ci-empty">暂无数据 · 本单位还没有接入业务系统的个人数据</p>
      ) : (
        types.data.map((type) => (
          <TypeSection
            key={type.typeId}
            type={type}
            items={items.data.filter((item) => item.typeId === type.typeId)}
            mobile={mobile}
          />
        ))
      )}
    </div>
  );
}
