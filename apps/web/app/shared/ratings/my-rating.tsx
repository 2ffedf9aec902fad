import { lazy, Suspense, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { FINAL_APPLICATION_STATUSES, type MyRating } from '@yizhan/contracts';
import './ratings.css';

// The form comes with 「评价」: the list and the timeline stay light.
const RatingForm = lazy(() => import('./rating-form').then((module) => ({ default: module.RatingForm })));

interface MyRatingProps {
  applicationId: number;
  status: number;
  /** The owner's rating as loaded; null when not rated yet. */
  rating: MyRating | null;
  /** Whether the address asks for the form (「评价」 followed). */
  open: boolean;
  /** The address that opens the form. */
  rateHref: string;
}

/**
 * The end of an application's timeline (好差评): the rating given, or for an ended application not yet rated the
 * 「评价」 link and, once followed, the form; after rating, the rating itself. Keyed by the application where used.
 */
export function MyRatingSection({ applicationId, status, rating, open, rateHref }: MyRatingProps) {
  const [given, setGiven] = useState<MyRating | null>(rating);
  const { revalidate } = useRevalidator();
  // The list beside turns its 「评价」 into 「已评价」 too.
  const rated = (next: MyRating) => {
    setGiven(next);
    void revalidate();
  };
  if (!(FINAL_APPLICATION_STATUSES as readonly number[]).includes(status)) return null;
  return (
    <section className="yz-my-rating" aria-labelledby={`yz-my-rating-${applicationId}`}>
      <h3 id={`yz-my-rating-${applicationId}`} className="yz-my-rating__title">
        办事评价
      </h3>
      {given ? (
        <div className="yz-my-rating__given" data-testid="my-rating">
          <p>
            我的评价：<strong>{given.levelName}</strong>
            <span className="yz-my-rating__time">（{given.time}）</span>
          </p>
          {given.tags.length > 0 && <p>{given.tags.join('、')}</p>}
          {given.content && <p className="yz-my-rating__content">{given.content}</p>}
        </div>
      ) : open ? (
        <Suspense fallback={<p>评价表单加载中…</p>}>
          <RatingForm applicationId={applicationId} onRated={rated} />
        </Suspense>
      ) : (
        <p>
          办理已结束，欢迎评价。{' '}
          <Link to={rateHref} className="yz-my-rating__rate" preventScrollReset>
            评价
          </Link>
        </p>
      )}
    </section>
  );
}

/** The 「评价」 or 「已评价」 beside an application of the list. */
export function RateLink({ status, rated, href }: { status: number; rated?: string; href: string }) {
  if (!(FINAL_APPLICATION_STATUSES as readonly number[]).includes(status)) return null;
  if (rated) return <span className="yz-rate-link yz-rate-link--done">已评价：{rated}</span>;
  return (
    <Link to={href} className="yz-rate-link" preventScrollReset>
      评价
    </Link>
  );
}
