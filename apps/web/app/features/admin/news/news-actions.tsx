import { useState } from 'react';
import { Button } from 'antd';
import type { AdminNewsArticle } from '@yizhan/contracts';

/** What the editor's buttons ask for; the page saves unsaved changes first, then does it. */
export type NewsAction =
  | { kind: 'save' }
  | { kind: 'submit' }
  | { kind: 'publish'; at?: string }
  | { kind: 'pin'; pinned: boolean }
  | { kind: 'withdraw' };

interface NewsActionsProps {
  article: AdminNewsArticle | null;
  mayPublish: boolean;
  busy: boolean;
  onAction: (action: NewsAction) => void;
  onVersions: () => void;
}

/**
 * The buttons an article's state allows (ADR 073): 保存草稿 and 提交审核 while it is not live; 发布 and 定时发布 for those
 * who publish; 置顶 and 撤回 once it is live; 版本 once it was saved. A live article is saved only by those who publish.
 */
export function NewsActions({ article, mayPublish, busy, onAction, onVersions }: NewsActionsProps) {
  const [at, setAt] = useState('');
  const status = article?.status ?? 'draft';
  const live = status === 'published' || status === 'scheduled';
  return (
    <div className="yz-news-actions" role="group" aria-label="新闻操作">
      {!live || mayPublish ? (
        <Button disabled={busy} onClick={() => onAction({ kind: 'save' })}>
          {live ? '保存修改' : '保存草稿'}
        </Button>
      ) : null}
      {status === 'draft' || status === 'withdrawn' ? (
        <Button disabled={busy} onClick={() => onAction({ kind: 'submit' })}>
          提交审核
        </Button>
      ) : null}
      {mayPublish && status !== 'published' ? (
        <>
          <Button type="primary" disabled={busy} onClick={() => onAction({ kind: 'publish' })}>
            发布
          </Button>
          <span className="yz-news-actions__schedule">
            <label htmlFor="news-publish-at">定时发布时间</label>
            <input
              id="news-publish-at"
              type="datetime-local"
              value={at}
              onChange={(event) => setAt(event.target.value)}
            />
            <Button
              disabled={busy || !at}
              onClick={() => onAction({ kind: 'publish', at: new Date(at).toISOString() })}
            >
              定时发布
            </Button>
          </span>
        </>
      ) : null}
      {mayPublish && status === 'published' && article ? (
        <Button disabled={busy} onClick={() => onAction({ kind: 'pin', pinned: !article.pinned })}>
          {article.pinned ? '取消置顶' : '置顶'}
        </Button>
      ) : null}
      {mayPublish && live ? (
        <Button disabled={busy} onClick={() => onAction({ kind: 'withdraw' })}>
          撤回
        </Button>
      ) : null}
      {article ? (
        <Button disabled={busy} onClick={onVersions}>
          版本
        </Button>
      ) : null}
    </div>
  );
}
