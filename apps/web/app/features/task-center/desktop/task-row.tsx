import { Link } from 'react-router';
import { Tag } from 'antd';
import type { TaskItem } from '@yizhan/contracts';
import { taskLinkHref } from '../lib/task-center-paths';

/** Status words → antd tag colours: open in progress colours, done green, sent back red, revoked grey. */
const STATUS_COLORS: Record<number, string> = { 1: 'processing', 2: 'warning', 3: 'success', 4: 'error', 5: 'default' };

const dateTime = (time: string) => time.replace(' ', 'T');

/** One task: its title (a way out to its system when it has one), status, overdue mark, source, people and times. */
export function TaskRow({ item, back }: { item: TaskItem; back: string }) {
  const overdue = item.overdue === 1;
  return (
    <li className={overdue ? 'yz-task__item yz-task__item--overdue' : 'yz-task__item'}>
      <div className="yz-task__main">
        {item.hasLink ? (
          <Link className="yz-task__title" to={taskLinkHref(item.id, false, back)}>
            {item.title}
          </Link>
        ) : (
          <span className="yz-task__title">{item.title}</span>
        )}
        <Tag color={STATUS_COLORS[item.status] ?? 'default'}>{item.statusName}</Tag>
        {overdue && (
          <Tag color="error" className="yz-task__overdue">
            已逾期
          </Tag>
        )}
      </div>
      {item.content && <p className="yz-task__content">{item.content}</p>}
      <p className="yz-task__meta">
        {item.source && <span>来源：{item.source}</span>}
        {item.sponsor && <span>发起：{item.sponsor}</span>}
        {item.dueTime && (
          <span className={overdue ? 'yz-task__due yz-task__due--overdue' : 'yz-task__due'}>
            截止 <time dateTime={dateTime(item.dueTime)}>{item.dueTime.slice(0, 16)}</time>
          </span>
        )}
        {item.completeTime ? (
          <span>
            完成于 <time dateTime={dateTime(item.completeTime)}>{item.completeTime.slice(0, 16)}</time>
          </span>
        ) : (
          <span>
            更新于 <time dateTime={dateTime(item.updateTime)}>{item.updateTime.slice(0, 16)}</time>
          </span>
        )}
      </p>
    </li>
  );
}
