import { Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { Button, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { Route } from './+types/outside-chain-page';
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { desktopHome } from '../../../shared/device/device';
import { findCustomEntry, outsideHref } from '../lib/menu-entry';
import { entryTitle } from './entry-title';
import './menu-entry.css';

export const meta: Route.MetaFunction = ({ matches, location }) => entryTitle(matches, location.search, 'outside');

/**
 * /outside-chain?pageNavigationId= (spec §2): a custom menu entry that opens in a new window. The visitor opens it
 * with a click (a window opened without one is blocked), and the new window gets no handle on the portal.
 */
export default function OutsideChainPage() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const [searchParams] = useSearchParams();
  const entry = findCustomEntry(bootstrap.openMenus, searchParams.get('pageNavigationId'), 'outside');
  const home = desktopHome(bootstrap.openMenus);
  const homeLink = (
    <Link key="home" className="yz-entry__home" to={home}>
      返回首页
    </Link>
  );
  if (!entry) {
    return (
      <Result status="404" title="页面不存在" subTitle="未找到该菜单入口，请从导航菜单重新进入。" extra={homeLink} />
    );
  }

  const href = outsideHref(entry.link);
  return (
    <section className="yz-entry yz-entry--outside">
      {href ? (
        <Result
          status="info"
          title={<h1 className="yz-entry__result-title">「{entry.name}」将在新窗口打开</h1>}
          subTitle="该页面由其他网站提供，请点击下方按钮在新窗口中访问。"
          extra={[
            <Button
              key="open"
              type="primary"
              size="large"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              icon={<ExportOutlined aria-hidden="true" />}
              iconPlacement="end"
            >
              打开「{entry.name}」
            </Button>,
            homeLink,
          ]}
        />
      ) : (
        <Result
          status="error"
          title={<h1 className="yz-entry__result-title">「{entry.name}」无法打开</h1>}
          subTitle="该菜单的链接地址无效，请联系管理员检查。"
          extra={homeLink}
        />
      )}
    </section>
  );
}
