import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { SEARCH_MAX_LENGTH } from '@yizhan/contracts';
import { importOnceMore } from '../../../shared/retry/import-once-more';

// The panel and everything it needs load on the first click of 智能搜索: most searches never open it.
const AiSearchPanel = lazy(() => importOnceMore(() => import('./ai-search-panel')));

export interface AiSearchSlotProps {
  /** The keyword of the search page: the question when the box cannot be read. */
  keyword: string;
  /** The id of the page's search box, whose text (typed, perhaps not searched yet) becomes the question. */
  boxId: string;
}

/**
 * The desktop entry to AI search (智能搜索, issue 12 item 5) beside the search box: a button that opens the AI
 * search panel, which takes over what is typed in the box and asks it at once (issue 35). The box is uncontrolled
 * (SearchBox), so its text is read when the button is pressed. The panel (./ai-search-panel.tsx) is the AI search
 * pages' part; this slot only places and opens it.
 */
export function AiSearchSlot({ keyword, boxId }: AiSearchSlotProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [question, setQuestion] = useState(keyword);
  return (
    <>
      <Button
        size="large"
        className="yz-search-ai"
        aria-haspopup="dialog"
        onClick={() => {
          const box = document.getElementById(boxId);
          const typed = box instanceof HTMLInputElement ? box.value : keyword;
          setQuestion(typed.trim().slice(0, SEARCH_MAX_LENGTH));
          setOpened(true);
          setOpen(true);
        }}
      >
        智能搜索
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AiSearchPanel question={question} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
