import { Link } from 'react-router';
import { INFO_KIND_NAMES, type InfoItem } from '@yizhan/contracts';
import { ReadAloud } from '../../shared/care/read-aloud';
import { entryLinkOf } from './lib/entry-link';
import './entry-detail.css';

/**
 * An opened notice or message (issue 35 item 4): the whole text, who sent it and when, and the 去处理 / 查看 link to
 * its page when it has one — the body of the desktop dialog and of the phone's sheet. Rendered only after a click,
 * so the page's own origin is the browser's.
 */
export function EntryDetail({
  item,
  site,
  onLeave,
}: {
  item: InfoItem;
  site: 'desktop' | 'mobile';
  /** Called when the link is followed inside the portal (the dialog closes). */
  onLeave: () => void;
}) {
  const link = entryLinkOf(item, site, window.location.origin);
  return (
    <div className={`yz-entry-detail yz-entry-detail--${site}`}>
      <dl className="yz-entry-detail__meta">
        <div>
          <dt>发送人</dt>
          <dd>{item.source || '—'}</dd>
        </div>
        <div>
          <dt>时间</dt>
          <dd>
            <time dateTime={item.time.replace(' ', 'T')}>{item.time}</time>
          </dd>
        </div>
        <div>
          <dt>类别</dt>
          <dd>{item.typeName || INFO_KIND_NAMES[item.kind]}</dd>
        </div>
      </dl>
      <p className="yz-entry-detail__text">{item.summary || '（无正文）'}</p>
      <ReadAloud text={`${item.title}。${item.summary}`} />
      {link &&
        (link.external ? (
          <a className="yz-entry-detail__link" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="yz-entry-detail__host">（{new URL(link.href).host}，新窗口打开）</span>
          </a>
        ) : (
          <Link className="yz-entry-detail__link" to={link.href} onClick={onLeave}>
            {link.label}
          </Link>
        ))}
    </div>
  );
}
