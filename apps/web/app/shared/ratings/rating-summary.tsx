import { useEffect, useState } from 'react';
import type { RatingSummary } from '@yizhan/contracts';
import { lazyBrowserApi } from '../api-client/lazy-browser-api';
import './ratings.css';

/**
 * A service's 好差评 summary on its guide (both sites, guests too): how many rated it, the mean, the satisfied share and
 * a bar per level. Read once the page is up, so the guide's own load waits for nothing.
 */
export function RatingSummaryPanel({ serviceId }: { serviceId: string | number }) {
  const [summary, setSummary] = useState<RatingSummary | null>(null);
  useEffect(() => {
    let live = true;
    lazyBrowserApi((api) => api.ratingsApi.summary, { query: { serviceId: String(serviceId) } }, { silent: true })
      .then((data) => live && setSummary(data))
      .catch(() => live && setSummary(null));
    return () => {
      live = false;
    };
  }, [serviceId]);

  return (
    <section className="yz-rating-summary" aria-labelledby="yz-rating-summary-title">
      <h2 id="yz-rating-summary-title" className="yz-rating-summary__title">
        办事评价
      </h2>
      {summary === null ? (
        <p className="yz-rating-summary__empty">评价加载中…</p>
      ) : summary.count === 0 ? (
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
