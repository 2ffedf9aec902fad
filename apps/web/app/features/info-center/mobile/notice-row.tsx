import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { INFO_KIND_NAMES, type InfoItem } from '@yizhan/contracts';
import { openNotice } from '../api/browser';

const NoticeSheet = lazy(() => import('./notice-sheet'));

/**
 * One entry of /mobile/notice: a notice or message opens (marked read, badges fall) into a sheet with its whole text,
 * sender, time and the 去处理 / 查看 link to its page (issue 35 item 4: opening it showed nothing else); an article
 * is a link to its page. `defaultExpanded`: the whole text in the list from the start (the entry a search led to).
 */
export function NoticeRow({
  item,
  read,
  onOpened,
  defaultExpanded,
}: {
  item: InfoItem;
  read: boolean;
  onOpened: (id: string) => void;
  defaultExpanded: boolean;
}) {
  const [showing, setShowing] = useState(false);
  const key = `${item.kind}-${item.id}`;
  const handleOpen = async () => {
    // Read already: nothing to mark, the sheet opens at once.
    if (read) return setShowing(true);
    try {
      await openNotice(item.id);
      onOpened(key);
      setShowing(true);
    } catch {
      // The request client shows the reason.
    }
  };
  const body = (
    <>
      <span className="yz-mnotice-row__head">
        <span className={`yz-mnotice-row__kind yz-mnotice-row__kind--${item.kind}`}>{INFO_KIND_NAMES[item.kind]}</span>
        {!read && <span className="yz-mnotice-row__dot" role="img" aria-label="未读" />}
        <span className="yz-mnotice-row__title">{item.title}</span>
      </span>
      {item.summary && (
        <span
          className={defaultExpanded ? 'yz-mnotice-row__text' : 'yz-mnotice-row__text yz-mnotice-row__text--clamped'}
        >
          {item.summary}
        </span>
      )}
      <span className="yz-mnotice-row__meta">
        <span>{item.source || item.typeName}</span>
        <time dateTime={item.time.replace(' ', 'T')}>{item.time.slice(5)}</time>
      </span>
    </>
  );
  return (
    <li className={read ? 'yz-mnotice-row' : 'yz-mnotice-row yz-mnotice-row--unread'} data-kind={item.kind}>
      {item.kind === 'news' ? (
        <Link className="yz-mnotice-row__button" to={`/mobile/news/detail/${item.id}`} onClick={() => onOpened(key)}>
          {body}
        </Link>
      ) : (
        <button
          type="button"
          className="yz-mnotice-row__button"
          aria-haspopup="dialog"
          onClick={() => void handleOpen()}
        >
          {body}
        </button>
      )}
      {showing && (
        <Suspense fallback={null}>
          <NoticeSheet item={item} onClose={() => setShowing(false)} />
        </Suspense>
      )}
    </li>
  );
}
