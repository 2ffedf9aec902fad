import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Breadcrumb } from 'antd';
import { serviceHallApi } from '@yizhan/contracts';
import type { Route } from './+types/service-detail-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { pageTitle } from '../../../shared/page-title';
import { validatePageParams } from '../../../shared/session/page-validate';
import { loginPath } from '../../../shared/session/guards';
import { recordGuideHit } from '../api/collect';
import { loadGuide } from '../api/load';
import { HANDLE_NOTICE_PARAM, handleNoticeMessage } from '../lib/handle-service';
import { GuideHeader } from './guide-header';
import { HandleNotice } from './handle-notice';
import { GUIDE_SECTIONS, GuideSections } from './guide-sections';
import { loadRatingSummary, RatingSummaryPanel } from '../../../shared/ratings/rating-summary';
import { LoadError } from './list-states';
import { BookingEntry, isBookable } from '../../../shared/appointments/booking-entry';
import { hasScenarios, ScenarioEntry } from '../../../shared/scenarios/scenario-entry';
import './service-guide.css';

/**
 * The guide of the service; an unknown service is the not-found view (HTTP 404); a guest signs in first for a service
 * only signed-in users may open. Back from 立即办理 of a service only a phone client opens, also the QR code of its
 * phone guide (a failure only leaves the code out).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  validatePageParams(params);
  const url = new URL(request.url);
  const api = serverApi(context);
  const clientOnly = url.searchParams.get(HANDLE_NOTICE_PARAM) === 'client-only';
  const [guide, mobileCode, scenarios, bookable, ratings] = await Promise.all([
    loadGuide(api, params.id, loginPath('desktop', url)),
    clientOnly && params.id ? api(serviceHallApi.mobileCode, { query: { appId: params.id } }).catch(() => null) : null,
    hasScenarios(api, params.id),
    isBookable(api, params.id),
    loadRatingSummary(api, params.id),
  ]);
  return { guide, mobileCode, scenarios, bookable, ratings };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.guide.ok ? `${loaderData.guide.data.app.name}办事指南` : '办事指南');

/** Counts one visit of the guide per service shown (once, even when React runs effects twice in development). */
function useGuideHit(appId: string | undefined) {
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!appId || counted.current === appId) return;
    counted.current = appId;
    void recordGuideHit(appId);
  }, [appId]);
}

/** The 办事指南: header with 立即办理, an anchor nav, and every section of the guide; printable. */
export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { guide, mobileCode, scenarios, bookable, ratings } = loaderData;
  // Set by /to-handle-service when 立即办理 could not open the service (spec §2: 只支持线下办理 and the like).
  const notice = handleNoticeMessage(useSearchParams()[0].get(HANDLE_NOTICE_PARAM));
  useGuideHit(guide.ok ? guide.data.app.appId : undefined);
  const breadcrumb = (
    <Breadcrumb
      className="yz-guide-crumbs yz-no-print"
      items={[
        { key: 'hall', title: <Link to="/service-hall">服务大厅</Link> },
        { key: 'guide', title: guide.ok ? guide.data.app.name : '办事指南' },
      ]}
    />
  );
  if (!guide.ok) {
    return (
      <div className="yz-guide">
        {breadcrumb}
        <h1 className="yz-visually-hidden">办事指南</h1>
        <LoadError msg={guide.msg} />
      </div>
    );
  }
  return (
    <article className="yz-guide" aria-labelledby="yz-guide-title">
      {breadcrumb}
      <GuideHeader guide={guide.data} />
      <ScenarioEntry show={scenarios} to={`/service-hall/details/${guide.data.app.appId}/scenario`} />
      {notice && <HandleNotice message={notice} guide={guide.data} mobileCode={mobileCode} />}
      <BookingEntry appId={guide.data.app.appId} bookable={bookable} />
      <div className="yz-guide__body">
        <nav className="yz-guide__nav yz-no-print" aria-label="指南目录">
          <Anchor
            affix={false}
            items={GUIDE_SECTIONS.map((section) => ({
              key: section.id,
              href: `#${section.id}`,
              title: section.title,
            }))}
          />
        </nav>
        <GuideSections guide={guide.data} />
      </div>
      <RatingSummaryPanel summary={ratings} />
    </article>
  );
}
