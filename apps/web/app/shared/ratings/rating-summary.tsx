import { appIdSchema, ratingsApi, type RatingSummary } from '@yizhan/contracts';
import type { ServerApi } from '../api-client/server-api';
import './ratings.css';

/** A service's rating summary, for its guide page's loader (a failure only leaves the panel out). */
export async function loadRatingSummary(api: ServerApi, id: string | undefined): Promise<RatingSummary | null> {
  const appId = appIdSchema.safeParse(id);
  if (!appId.success) return null;
  return api(ratingsApi.summary, { query: { serviceId: appId.data } }).catch(() => null);
}

/**
 * A service's 好差评 summary on its guide (both sites, guests too): how many rated it, the mean, the satisfied share and
 * a bar per level. Read with the guide, in the page's one round of data.
 */
export function RatingSummaryPanel({ summary }: { summary: RatingSummary | null }) {
  if (!summary) return null;
  return (
    <section className="yz-rating-summary" aria-labelledby="yz-rating-summary-title">
      <h2 id="yz-rating-summary-title" className="yz-rating-summary__title">
        办事评价
      </h2>
      {summary.count === 0 ? (
        <p className="yz-rating-summary__empty">暂无评价。办结后，申请人可在「我的办件」中评价。</p>
      ) : (
        <>
          <p className="yz-rating-summary__figures" data-testid="rating-summary">
            <span>
              共 <strong>{summary.count}</strong> 条评价
            </span>
            <span>
              平均 <strong>{summary.average.toFixed(1)}</strong> 分（满分 5 分）
            </span>
            <span>
              满意率 <strong>{summary.satisfiedPercent}%</strong>
            </span>
          </p>
          <ul className="yz-rating-summary__levels" aria-label="各级评价条数">
            {summary.levels.map((level) => (
              <li key={level.level} className="yz-rating-summary__level">
                <span className="yz-rating-summary__name">{level.name}</span>
                <span className="yz-rating-summary__bar" aria-hidden="true">
                  <span style={{ width: `${Math.round((level.count / summary.count) * 100)}%` }} />
                </span>
                <span className="yz-rating-summary__count">{level.count} 条</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
