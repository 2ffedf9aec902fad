import type { OaInfo, PersonMessage } from '@yizhan/contracts';
import { MaybeLink, PanelEmpty } from './panel';

/** The red dot of an unread entry, read out as 未读. */
const UnreadDot = () => (
  <>
    <span className="yz-pc-dot" aria-hidden="true" />
    <span className="yz-visually-hidden">未读</span>
  </>
);

/** The newest messages of the business systems, unread ones marked; the information center has them all. */
export function MessageList({ messages }: { messages: { messageList: PersonMessage[]; unReadCount: number } }) {
  if (messages.messageList.length === 0) return <PanelEmpty text="没有业务系统发来的消息" />;
  return (
    <>
      <p className="yz-pc-panel__note">
        {messages.unReadCount > 0 ? `${messages.unReadCount} 条未读` : '没有未读消息'}
      </p>
      <ul className="yz-pc-list">
        {messages.messageList.map((message) => (
          <li key={message.idCode} className="yz-pc-list__item">
            {message.read === 0 && <UnreadDot />}
            <MaybeLink to="/info-center?kind=message" className="yz-pc-list__title">
              {message.title}
            </MaybeLink>
            <span className="yz-pc-list__meta">
              {message.sourceType} · {message.sendTime.slice(0, 16)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Whether the OA has nothing at all for the person: no entry they may open, no counts, no messages. */
export const isEmptyOa = (oa: OaInfo) =>
  !oa.url && oa.pendingCount === 0 && oa.ongoingCount === 0 && oa.unreadCount === 0 && oa.latest.length === 0;

/**
 * 协同办公: the part of the person's work that is in the OA, and its newest messages. Its counters are a part of 我的工作's
 * numbers, so they say so (OA 待我审批 …), and a counter at 0 or an empty list is left out rather than shown as
 * 0 or 暂无消息 (issue 35 item 6).
 */
export function OaSummary({ oa }: { oa: OaInfo }) {
  const counts = (
    [
      ['OA 待我审批', oa.pendingCount],
      ['OA 我发起的·审批中', oa.ongoingCount],
      ['OA 未读消息', oa.unreadCount],
    ] as [string, number][]
  ).filter(([, count]) => count > 0);
  return (
    <>
      {counts.length > 0 && (
        <ul className="yz-pc-counters yz-pc-counters--small">
          {counts.map(([name, count]) => (
            <li key={name} className="yz-pc-counter">
              <span className="yz-pc-counter__count">{count}</span>
              <span className="yz-pc-counter__name">{name}</span>
            </li>
          ))}
        </ul>
      )}
      {oa.latest.length > 0 && (
        <ul className="yz-pc-list">
          {oa.latest.map((item) => (
            <li key={item.id} className="yz-pc-list__item">
              {item.read === 0 && <UnreadDot />}
              <span className="yz-pc-list__title">{item.title}</span>
              <span className="yz-pc-list__meta">{item.sendTime.slice(0, 16)}</span>
            </li>
          ))}
        </ul>
      )}
      {oa.url && (
        <MaybeLink to={oa.url} className="yz-pc-panel__link">
          进入{oa.systemName}
        </MaybeLink>
      )}
    </>
  );
}
