import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { importOnceMore } from '../../../shared/retry/import-once-more';

// The panel and everything it needs load on the first click of 智能搜索: most searches never open it.
const AiSearchPanel = lazy(() => importOnceMore(() => import('./ai-search-panel')));

/**
 * The desktop entry to AI search (智能搜索, issue 12 item 5) beside the search box: a button that opens the AI
 * search panel, asked the keyword being shown. The panel (./ai-search-panel.tsx, default export taking
 * `{ keyword, open, onClose }`) is the AI search pages' part; this slot only places and opens it.
 */
export function AiSearchSlot({ keyword }: { keyword: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="large"
        className="yz-search-ai"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        智能搜索
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AiSearchPanel keyword={keyword} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
