import { useState } from 'react';
import type { BookingFeed } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../shared/api-client/lazy-browser-api';

/**
 * 订阅到日历: an iCalendar address of the person's active bookings for a calendar app. Only its hash is kept, so
 * the address is shown once, when it is made; making a new one ends the old.
 */
export function FeedLink({ initial }: { initial: BookingFeed }) {
  const [feed, setFeed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      setFeed(await lazyBrowserApi((api) => api.appointmentsApi.resetFeed, { body: {} }));
    } catch {
      // The request client shows the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="yz-bk-feed" aria-labelledby="yz-bk-feed-title">
      <h2 id="yz-bk-feed-title" className="yz-bk__subtitle">
        订阅到日历
      </h2>
      <p>把有效的预约订阅到手机或电脑的日历应用中，预约或取消后自动更新。</p>
      {feed.url && (
        <p className="yz-bk-feed__url">
          <label htmlFor="yz-bk-feed-url">订阅地址（只显示这一次，请复制保存；不要分享给他人）</label>
          <input id="yz-bk-feed-url" readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} />
        </p>
      )}
      <button type="button" className="yz-bk-button yz-bk-button--plain" disabled={busy} onClick={() => void reset()}>
        {feed.active === 1 ? '生成新地址（旧地址失效）' : '生成订阅地址'}
      </button>
    </section>
  );
}
