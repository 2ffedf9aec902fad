import { useRouteLoaderData, useSearchParams } from 'react-router';
import { Alert, Result, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { Route } from './+types/iframe-page';
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { findCustomEntry, frameDecision } from '../lib/menu-entry';
import { entryTitle } from './entry-title';
import './menu-entry.css';

export const meta: Route.MetaFunction = ({ matches, location }) => entryTitle(matches, location.search, 'frame');

/** Opens a link in a new window without giving it a handle on the portal or the referring address. */
function NewWindowLink({ href }: { href: string }) {
  return (
    <a className="yz-entry__new-window" href={href} target="_blank" rel="noopener noreferrer">
      在新窗口打开 <ExportOutlined aria-hidden="true" />
    </a>
  );
}

/**
 * /iframe?pageNavigationId= (spec §2): a custom menu entry shown inside the portal — only from one of the unit's
 * allowlisted origins and sandboxed (security.md R4); any other link is offered in a new window instead. The route
 * guard has already checked that the entry exists for this visitor.
 */
export default function IframePage() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const [searchParams] = useSearchParams();
  const entry = findCustomEntry(bootstrap.openMenus, searchParams.get('pageNavigationId'), 'frame');
  if (!entry) return <Result status="404" title="页面不存在" subTitle="未找到该菜单入口，请从导航菜单重新进入。" />;

  const decision = frameDecision(entry.link, bootstrap.unit.frameOrigins);
  return (
    <section className="yz-entry yz-entry--frame" aria-labelledby="yz-entry-title">
      <header className="yz-entry__header">
        <Typography.Title level={1} id="yz-entry-title" className="yz-entry__title">
          {entry.name}
        </Typography.Title>
        {decision.kind !== 'invalid' && (
          <NewWindowLink href={decision.kind === 'frame' ? decision.src : decision.href} />
        )}
      </header>
      {decision.kind === 'frame' ? (
        <iframe
          className="yz-entry__frame"
          src={decision.src}
          title={entry.name}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <Alert
          type={decision.kind === 'invalid' ? 'error' : 'warning'}
          showIcon
          title={decision.kind === 'invalid' ? '该页面地址无效，无法打开' : '该页面不允许内嵌显示'}
          description={
            decision.kind === 'invalid'
              ? '请联系管理员检查该菜单的链接地址。'
              : '出于安全考虑，该页面不在本站允许内嵌的站点范围内，请点击「在新窗口打开」访问。'
          }
        />
      )}
    </section>
  );
}
