import { Link } from 'react-router';
import type { NewsItem } from '@yizhan/contracts';
import { newsArticlePath } from '../lib/news-paths';

/**
 * Articles as a list: title, time, source and views; the full list adds the summary and the picture, drawn at its
 * stored size so nothing below it moves as it loads.
 */
export function NewsList({
  items,
  showViews,
  compact = false,
}: {
  items: NewsItem[];
  showViews: boolean;
  compact?: boolean;
}) {
  return (
    <ul className={compact ? 'yz-news-list yz-news-list--compact' : 'yz-news-list'}>
      {items.map((item) => (
        <li key={item.id} className="yz-news-list__item">
          {!compact && item.image && (
            <img
              className="yz-news-list__image"
              src={item.image}
              alt=""
              width={item.imageWidth}
              height={item.imageHeight}
              loading="lazy"
              decoding="async"
            />
          )}
          <div className="yz-news-list__text">
            <Link className="yz-news-list__title" to={newsArticlePath(item.id)}>
              {item.title}
            </Link>
            {!compact && <p className="yz-news-list__summary">{item.summary}</p>}
            <p className="yz-news-list__meta">
              <time dateTime={item.publishTime.replace(' ', 'T')}>
                {compact ? item.publishTime.slice(0, 10) : item.publishTime}
              </time>
              {!compact && item.source && <span>来源：{item.source}</span>}
              {!compact && showViews && <span>浏览 {item.views}</span>}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
