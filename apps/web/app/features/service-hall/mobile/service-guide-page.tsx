import { useEffect, useRef } from 'react';
import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { Tag } from 'antd-mobile';
import { AUDIENCE_NAMES, CODE, serviceHallApi, TERMINAL_TYPE } from '@yizhan/contracts';
import type { Route } from './+types/service-guide-page';
import { ApiError } from '../../../shared/api-client/api-client';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { serverApi } from '../../../shared/api-client/server-api';
import { isGuestUser, type Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { pageTitle } from '../../../shared/page-title';
import { validatePageParams } from '../../../shared/session/page-validate';
import { loginPath } from '../../../shared/session/guards';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { handleServiceHref, validAppId } from '../lib/handle-service';
import { CollectButton } from './collect-button';
import { GuideSections } from './guide-sections';
import { loadRatingSummary, RatingSummaryPanel } from '../../../shared/ratings/rating-summary';
import { ServiceIcon } from './service-row';
import './service-guide.css';
import { MobilePageError } from '../../../shared/ui/mobile/page-error';
import { ReadAloud } from '../../../shared/care/read-aloud';
import { BookingEntry, isBookable } from '../../../shared/appointments/booking-entry';
import { hasScenarios, ScenarioEntry } from '../../../shared/scenarios/scenario-entry';

const NOT_FOUND = '该服务不存在或已下线';

/** The guide of the service in the URL; an unknown service is a 404 with the API's message. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  validatePageParams(params);
  const appId = validAppId(params.id);
  if (!appId) throw data({ code: CODE.notFound, msg: NOT_FOUND }, { status: 404 });
  try {
    const api = serverApi(context);
    const [guide, scenarios, bookable, ratings] = await Promise.all([
      api(serviceHallApi.guide, { query: { appId } }),
      hasScenarios(api, appId),
      isBookable(api, appId),
      loadRatingSummary(api, appId),
    ]);
    return { guide, scenarios, bookable, ratings };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A session that ended (the API's 401): sign in, and back here (spec §6). A service hidden from guests is a 404.
    if (error.code === CODE.unauthorized) throw redirect(loginPath('mobile', new URL(request.url)));
    if (error.code === CODE.notFound || error.status === 404) {
      throw data({ code: CODE.notFound, msg: error.message || NOT_FOUND }, { status: 404 });
    }
    throw data({ code: error.code, msg: error.message }, { status: error.status >= 400 ? error.status : 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData ? `${loaderData.guide.app.name}办事指南` : '办事指南');

/** A secondary page: the frame shows its NavBar with a back button and no TabBar; not kept alive (ADR 028). */
export const handle = mobilePage({ secondary: { title: '办事指南', fallback: '/mobile/work' }, keepAlive: false });

/** Counts one view of the guide (spec §7 hitApp), once per service, silently. */
function useHitOnce(appId: string) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === appId) return;
    counted.current = appId;
    lazyBrowserApi((api) => api.serviceHallApi.hit, { query: { appId } }, { silent: true }).catch(() => {});
  }, [appId]);
}

/** /mobile/service-guide/:id — the full 办事指南 of one service, with 收藏 and 立即办理. */
export default function ServiceGuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, scenarios, bookable, ratings } = loaderData;
  const { app } = guide;
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  useHitOnce(app.appId);
  // guideStatus 0: the visitor is already reading the guide, so /to-handle-service goes on to handle it.
  const handleHref = handleServiceHref(app, TERMINAL_TYPE.mobile, 0);

  return (
    <div className="yz-mguide">
      <header className="yz-mguide-summary">
        <ServiceIcon app={app} size="large" />
        <div className="yz-mguide-summary__body">
          <h2 className="yz-mguide-summary__name">{app.name}</h2>
          <p className="yz-mguide-summary__dept">{app.deptName || guide.implAgency}</p>
          {app.audiences.length > 0 && (
            <p className="yz-mguide-summary__tags">
              {app.audiences.map((audience) => (
                <Tag key={audience} color="primary" fill="outline">
                  {AUDIENCE_NAMES[audience]}
                </Tag>
              ))}
            </p>
          )}
          {app.summary && <p className="yz-mguide-summary__text">{app.summary}</p>}
        </div>
      </header>
      <BookingEntry appId={app.appId} bookable={bookable} />
      <ScenarioEntry show={scenarios} to={`/mobile/service-guide/${app.appId}/scenario`} />
      <ReadAloud target="yz-mguide-text" label="朗读指南" />
      <div id="yz-mguide-text">
        <GuideSections guide={guide} />
      </div>
      <RatingSummaryPanel summary={ratings} />
      <div className="yz-mguide-actions">
        <CollectButton
          key={app.appId}
          appId={app.appId}
          collected={app.collected}
          isGuest={!bootstrap || isGuestUser(bootstrap.user)}
        />
        <Link className="yz-mguide-actions__handle" to={handleHref}>
          立即办理
        </Link>
      </div>
    </div>
  );
}

/** An unknown or failed guide inside the mobile frame: the reason, and a way back to 办事. */
export function ErrorBoundary() {
  return (
    <MobilePageError
      frameClassName="yz-mguide"
      className="yz-mguide-error"
      notFound={{ title: '服务不存在', message: NOT_FOUND }}
    >
      <Link className="yz-mguide-actions__handle" to="/mobile/work">
        返回办事
      </Link>
    </MobilePageError>
  );
}
