import { Link, useMatches } from 'react-router';
import type { Route } from './+types/under-construction-page';
import { pageTitle } from '../../shared/page-title';
import { ForUsers } from '../../shared/session/for-users';
import { validatePageParams } from '../../shared/session/page-validate';
import { pageTitles } from './page-titles';
import './under-construction.css';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageTitle(matches, pageTitles[matches.at(-1)?.id ?? ''] ?? '页面');

/** Even a placeholder refuses an id that cannot be one (the page-validate step). */
export function loader({ params }: Route.LoaderArgs) {
  validatePageParams(params);
  return null;
}

/** Placeholder for a route whose page arrives with a later issue: says so plainly, with a way home. */
export default function UnderConstructionPage() {
  const match = useMatches().at(-1);
  const title = pageTitles[match?.id ?? ''] ?? '页面';
  const home = match?.pathname.startsWith('/mobile') ? '/mobile' : '/';
  return (
    <section className="yz-soon" aria-labelledby="yz-soon-title">
      <h1 id="yz-soon-title" className="yz-soon__title">
        {title}
      </h1>
      <p className="yz-soon__badge">建设中</p>
      <p className="yz-soon__text">「{title}」功能正在建设中，敬请期待。</p>
      <Link className="yz-soon__link" to={home}>
        返回首页
      </Link>
      {match?.id.includes('personal-center') && (
        // Until the personal center arrives, its page still offers the way out.
        <ForUsers>
          <a className="yz-soon__link" href={`/logout?redirect=${encodeURIComponent(home)}`}>
            退出登录
          </a>
        </ForUsers>
      )}
    </section>
  );
}
