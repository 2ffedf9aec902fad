import { Drawer } from 'antd';

export interface AiSearchPanelProps {
  /** The keyword of the search page, offered as the question. */
  keyword: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The AI search panel of the desktop search page (opened by AiSearchSlot). A stand-in until the AI search pages
 * (issue 12 item 5) put the real one here: it says so, instead of a button that does nothing.
 */
export default function AiSearchPanel({ keyword, open, onClose }: AiSearchPanelProps) {
  return (
    <Drawer title="智能搜索" open={open} onClose={onClose} size="large">
      <p>智能搜索正在接入，暂不能回答「{keyword || '您的问题'}」。请先使用上方的全站搜索查找服务、新闻和通知。</p>
    </Drawer>
  );
}
