import { useEffect, useRef, useState } from 'react';
import { Drawer, type InputRef } from 'antd';
import Search from 'antd/es/input/Search';
import { SEARCH_MAX_LENGTH, type AiSearchConfig } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { AiAnswerView } from '../ai-answer/ai-answer-view';
import { useAiAnswer } from '../ai-answer/use-ai-answer';

export interface AiSearchPanelProps {
  /** What was typed in the search page's box when the panel was opened: the question, asked at once. */
  question: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The AI search panel of the desktop search page (opened by AiSearchSlot, ADR 037): the unit's name and
 * introduction for it, a question box holding what was typed in the page's box — asked at once, as the phone's AI
 * page asks its `q` —, example questions, and the answer as it streams in, with its numbered sources linked to
 * their pages.
 */
export default function AiSearchPanel({ question: offered, open, onClose }: AiSearchPanelProps) {
  const [config, setConfig] = useState<AiSearchConfig | null>(null);
  const [question, setQuestion] = useState(offered);
  const { state, ask } = useAiAnswer();
  const input = useRef<InputRef>(null);
  // The question an opening last asked: opened again with the same one, the panel keeps its answer.
  const asked = useRef('');

  useEffect(() => {
    lazyBrowserApi((api) => api.aiSearchApi.config, {}, { silent: true }).then(setConfig, () =>
      setConfig({ enabled: true, name: '智能搜索', intro: '', examples: [] }),
    );
  }, []);
  // A new question typed on the page goes into the box (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(offered);
  if (offered !== shown) {
    setShown(offered);
    setQuestion(offered);
  }
  // ...and is asked as soon as the panel is open and the unit's AI search is known to be on.
  const enabled = config?.enabled === true;
  useEffect(() => {
    const text = offered.trim();
    if (!open || !enabled || !text || asked.current === text) return;
    asked.current = text;
    void ask(text);
  }, [open, enabled, offered, ask]);

  const handleAsk = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) void ask(trimmed);
  };

  return (
    <Drawer
      title={config?.name ?? '智能搜索'}
      open={open}
      onClose={onClose}
      size="large"
      className="yz-ai-panel"
      // The question box is what the visitor came for: focus moves into the panel, onto it (Esc closes the panel,
      // and focus returns to 智能搜索).
      afterOpenChange={(visible) => {
        if (visible) input.current?.focus();
      }}
    >
      {config && !config.enabled ? (
        <p>本单位未开启智能搜索，请使用全站搜索查找服务、新闻和通知。</p>
      ) : (
        <>
          {config?.intro && <p className="yz-ai-panel__intro">{config.intro}</p>}
          <Search
            ref={input}
            aria-label="输入问题"
            placeholder="例如：学生证丢了怎么补办"
            enterButton="提问"
            size="large"
            maxLength={SEARCH_MAX_LENGTH}
            value={question}
            loading={state.status === 'pending'}
            onChange={(event) => setQuestion(event.target.value)}
            onSearch={handleAsk}
          />
          {state.status === 'idle' && config && config.examples.length > 0 && (
            <div className="yz-ai-panel__examples">
              <span>试试问：</span>
              {config.examples.map((example) => (
                <button
                  key={example}
                  type="button"
                  className="yz-ai-panel__example"
                  onClick={() => {
                    setQuestion(example);
                    handleAsk(example);
                  }}
                >
                  {example}
                </button>
              ))}
            </div>
          )}
          <div className="yz-ai-panel__answer">
            <AiAnswerView state={state} site="desktop" />
          </div>
          <p className="yz-ai-panel__note">答案由本站内容整理而成，请以来源页面为准。</p>
        </>
      )}
    </Drawer>
  );
}
