import type { App } from '@yizhan/contracts';
import { useCollect } from './use-collect';
import './star-toggle.css';

/**
 * The 收藏 star of a compact card (the home page's): the same toggle as CollectButton, drawn by its stylesheet
 * rather than antd's button and icon markup, which on a home page of twenty cards would add about 20 KB of HTML.
 */
export function StarToggle({ app, describedBy }: { app: Pick<App, 'appId' | 'collected'>; describedBy?: string }) {
  const { collected, toggle } = useCollect(app);
  return (
    <button
      type="button"
      className="yz-star"
      aria-pressed={collected}
      aria-label={collected ? '取消收藏' : '收藏'}
      aria-describedby={describedBy}
      onClick={(event) => {
        // The star sits on a card whose link covers it.
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
    />
  );
}
