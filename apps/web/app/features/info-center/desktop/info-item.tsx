import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { INFO_KIND_NAMES, type InfoItem } from '@yizhan/contracts';
import { openNotice } from '../api/browser';

/**
 * One entry of the information center. A notice or message opens through getUserNoticeUrl (marked read, every badge
 * falls) and then leads to its page, or shows its whole text in place when it has none; an article is a link to its
 * page, whose read counts it read. `defaultExpanded` shows the whole text from the start (the one entry a search led
 * to).
 */
export function InfoEntry({ item, defaultExpanded = false }: { item: InfoItem; defaultExpanded?: boolean }) {
  const navigate = useNavigate();
  // Opened here since the list was loaded; a reload of the list (全部标为已读) brings the stored state.
  const [opened, setOpened] = useState(false);
  const read = item.read === 1 || opened;
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const url = await openNotice(item.id);
      setOpened(true);
      if (url) void navigate(url);
      else setExpanded(true);
    } catch {
      // The request client toasts the reason; the entry stays as it was.
    } finally {
      setBusy(false);
    }
  };
  const handleLink = (event: MouseEvent) => {
    event.preventDefault();
    void open();
  };
  const handleToggle = () => {
    if (expanded) setExpanded(false);
    else if (read) setExpanded(true);
    else void open();
  };

  const title =
    item.kind === 'news' ? (
      <Link to={item.url} className="yz-info-entry__title">
        {item.title}
      </Link>
    ) : item.url ? (
      <a href={item.url} className="yz-info-entry__title" onClick={handleLink}>
        {item.title}
      </a>
    ) : (
      <button type="button" className="yz-info-entry__title" aria-expanded={expanded} onClick={handleToggle}>
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
          <p className={expanded ? 'yz-info-entry__text' : 'yz-info-entry__text yz-info-entry__text--clamped'}>
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
    </li>
  );
}
