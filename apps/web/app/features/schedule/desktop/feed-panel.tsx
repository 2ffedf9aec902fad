import { useState } from 'react';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import type { CalendarFeed } from '@yizhan/contracts';
import { resetFeed, revokeFeed } from '../api/browser';

/**
 * 订阅到日历: a personal iCalendar address for Apple, Google or Outlook calendars. Only its hash is kept, so the
 * address is shown once, when it is made; a new one replaces the old, 停用 ends it.
 */
export function FeedPanel({ initial }: { initial: CalendarFeed | null }) {
  const [feed, setFeed] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (!feed) return null;
  const run = async (call: () => Promise<CalendarFeed>) => {
    setBusy(true);
    try {
      setFeed(await call());
    } catch {
      // The request client toasts the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="yz-sc__panel yz-sc-feed" aria-labelledby="yz-sc-feed-title">
      <h2 id="yz-sc-feed-title" className="yz-sc__subtitle">
        订阅到日历
      </h2>
      <p className="yz-sc-feed__text">
        把课表、校历和我的日程订阅到手机或电脑的日历应用（Apple 日历、Google 日历、Outlook）中，随时自动更新。
        {feed.active === 1 && !feed.url && ` 当前订阅创建于 ${feed.createdAt}。`}
      </p>
      {feed.url && (
        <div className="yz-sc-feed__url">
          <label htmlFor="yz-sc-feed-url">订阅地址（只显示这一次，请复制保存；不要分享给他人）</label>
          <Input id="yz-sc-feed-url" readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      <div className="yz-sc-feed__actions">
        <Button type="primary" loading={busy} onClick={() => void run(resetFeed)}>
          {feed.active === 1 ? '生成新地址（旧地址失效）' : '生成订阅地址'}
        </Button>
        {feed.active === 1 && (
          <Button danger disabled={busy} onClick={() => void run(revokeFeed)}>
            停用订阅
          </Button>
        )}
      </div>
    </section>
  );
}
