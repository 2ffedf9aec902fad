import { Link } from 'react-router';
import type { BundleProgressItem } from '@yizhan/contracts';
import type { Loaded } from '../../shared/api-client/loaded';

type Site = 'desktop' | 'mobile';

const applicationHref = (site: Site, id: number) =>
  `${site === 'desktop' ? '/personal-center/applications' : '/mobile/applications'}?id=${id}`;

interface ProgressProps {
  progress: Loaded<BundleProgressItem[]> | null;
  site: Site;
  loginHref: string;
}

/**
 * 我的办理进度: for a signed-in person, each service of the bundle with the state of their latest application for it
 * and a link to its timeline (我的办件); a guest is asked to sign in.
 */
export function BundleProgress({ progress, site, loginHref }: ProgressProps) {
  if (progress === null) {
    return (
      <p className="yz-bundle__hint">
        <Link to={loginHref}>登录</Link>后可查看每个事项的办理进度。
      </p>
    );
  }
  if (!progress.ok) return <p className="yz-bundle__hint">{progress.msg}</p>;
  const done = progress.data.filter((item) => item.status === 5).length;
  return (
    <>
      <p className="yz-bundle__hint">
        已办结 {done} / {progress.data.length} 个事项
      </p>
      <ul className="yz-bundle-progress" aria-label="各事项的办理进度">
        {progress.data.map((item) => (
          <li key={item.appId} className="yz-bundle-progress__item">
            <span className="yz-bundle-progress__name">{item.name}</span>
            <span className="yz-bundle-progress__state" data-status={item.status}>
              {item.statusName}
            </span>
            {item.applicationId !== null && (
              <Link to={applicationHref(site, item.applicationId)} aria-label={`查看${item.name}的办件进度`}>
                {item.applyNo}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
