import { Link } from 'react-router';
import { TERMINAL_TYPE, type BundleStep } from '@yizhan/contracts';
import { loginPath } from '../../shared/session/guards';
import { desktopGuidePath, mobileGuidePath } from '../../shared/service-paths';

type Site = 'desktop' | 'mobile';

/**
 * 办理 of a step: /to-handle-service with the service's id, which finds the way in from the service as stored; a
 * guest signs in first for a service the hall keeps from guests, and comes back to it.
 */
function handleHref(site: Site, step: BundleStep) {
  const terminal = site === 'desktop' ? TERMINAL_TYPE.desktop : TERMINAL_TYPE.mobile;
  const place = { pathname: '/to-handle-service', search: `?appId=${step.appId}&terminalType=${terminal}` };
  return step.signInFirst ? loginPath(site, place) : `${place.pathname}${place.search}`;
}

/** The services of a bundle in the order they are handled, each with its guide and its 办理 link. */
export function BundleSteps({ steps, site }: { steps: BundleStep[]; site: Site }) {
  const guideOf = site === 'desktop' ? desktopGuidePath : mobileGuidePath;
  return (
    <ol className="yz-bundle-steps">
      {steps.map((step, index) => (
        <li key={step.appId} className="yz-bundle-step">
          <span className="yz-bundle-step__number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="yz-bundle-step__body">
            <p className="yz-bundle-step__name">
              第 {index + 1} 步：{step.name}
            </p>
            <p className="yz-bundle-step__dept">{step.deptName}</p>
            <p className="yz-bundle-step__links yz-no-print">
              <Link
                to={
                  step.signInFirst
                    ? loginPath(site, { pathname: guideOf(String(step.appId)), search: '' })
                    : guideOf(String(step.appId))
                }
                aria-label={`${step.name}办事指南`}
              >
                办事指南
              </Link>
              <Link to={handleHref(site, step)} aria-label={`办理${step.name}`} className="yz-bundle-step__handle">
                {step.signInFirst ? '登录后办理' : '去办理'}
              </Link>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
