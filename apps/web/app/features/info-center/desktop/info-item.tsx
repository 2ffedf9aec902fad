import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { INFO_KIND_NAMES, type InfoItem } from '@yizhan/contracts';
import { openNotice } from '../api/browser';

const EntryDialog = lazy(() => import('./entry-dialog'));

/**
 * One entry of the information center. A notice or message opens through getUserNoticeUrl (marked read, every badge
 * falls) into a dialog with its whole text, sender, time and the 去处理 / 查看 link to its page (issue 35 item 4:
 * opening it showed nothing else); an article is a link to its page, whose read counts it read. `defaultExpanded`
 * shows the whole text in the list from the start (the one entry a search led to).
 */
export function InfoEntry({ item, defaultExpanded = false }: { item: InfoItem; defaultExpanded?: boolean }) {
  // Opened here since the list was loaded; a reload of the list (全部标为已读) brings the stored state.
  const [opened, setOpened] = useState(false);
  const read = item.read === 1 || opened;
  const [showing, setShowing] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    // Read already: nothing to mark, the dialog opens at once.
    if (read) return setShowing(true);
    if (busy) return;
    setBusy(true);
    try {
      await openNotice(item.id);
      setOpened(true);
      setShowing(true);
    } catch {
      // The request client toasts the reason; the entry stays as it was.
    } finally {
      setBusy(false);
    }
  };

  const title =
    item.kind === 'news' ? (
      <Link to={item.url} className="yz-info-entry__title">
        {item.title}
      </Link>
    ) : (
      <button type="button" className="yz-info-entry__title" aria-haspopup="dialog" onClick={() => void open()}>
        {item.title}
      </button>
    );
  return (
    <li className={read ? 'yz-info-entry' : 'yz-info-entry yz-info-entry--unread'} data-kind={item.kind}>
      <span className={`yz-info-entry__kind yz-info-entry__kind--${item.kind}`}>{INFO_KIND_NAMES[item.kind]}</span>
      <div className="yz-info-entry__body">
        <div className="yz-info-entry__head">
          {!read && <span className="yz-info-entry__dot" role="img" aria-label="未读" />}
          {title}
        </div>
        {item.summary && (
          <p className={defaultExpanded ? 'yz-info-entry__text' : 'yz-info-entry__text yz-info-entry__text--clamped'}>
            {item.summary}
          </p>
        )}
        <p className="yz-info-entry__meta">
          {item.source && <span>{item.source}</span>}
          {item.typeName && <span>{item.typeName}</span>}
          <time dateTime={item.time.replace(' ', 'T')}>{item.time}</time>
          <span className="yz-visually-hidden">{read ? '已读' : '未读'}</span>
        </p>
      </div>
      {showing && (
        <Suspense fallback={null}>
          <EntryDialog item={item} onClose={() => setShowing(false)} />
        </Suspense>
      )}
    </li>
  );
}
