import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Input } from 'antd-mobile';
import { aiSearchApi, SEARCH_MAX_LENGTH, type AiSearchConfig } from '@yizhan/contracts';
import type { Route } from './+types/ai-search-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt } from '../../../shared/api-client/loaded';
import { pageTitle } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { AiAnswerView } from '../ai-answer/ai-answer-view';
import { useAiAnswer } from '../ai-answer/use-ai-answer';
import '../ai-answer/ai-answer.css';
import './ai-search.css';

/** Opened from 搜索 (with its keyword as `q`): a secondary page with a back button; a new visit asks afresh. */
export const handle = mobilePage({
  keepAlive: false,
  pullToRefresh: false,
  secondary: { title: '智能搜索', fallback: '/mobile/search' },
});

/** The unit's AI search settings as pages may see them (the default ones if they cannot be read). */
export async function loader({ context }: Route.LoaderArgs): Promise<AiSearchConfig> {
  const config = await attempt(serverApi(context)(aiSearchApi.config));
  return config.ok ? config.data : { enabled: true, name: '智能搜索', intro: '', examples: [] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageTitle(matches, loaderData?.name ?? '智能搜索');

/** /mobile/search/ai-search (ADR 037): ask in a sentence, read the answer as it comes, open its sources. */
export default function MobileAiSearchPage({ loaderData: config }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const [question, setQuestion] = useState(params.get('q')?.slice(0, SEARCH_MAX_LENGTH) ?? '');
  const { state, ask } = useAiAnswer();

  const send = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) void ask(trimmed);
  };
  // A question brought from 搜索 is asked at once.
  useEffect(() => {
    const first = params.get('q')?.trim();
    if (first && config.enabled) void ask(first.slice(0, SEARCH_MAX_LENGTH));
    // Only on arrival: later questions come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!config.enabled) {
    return <p className="yz-mai__off">本单位未开启智能搜索，可以返回使用全站搜索。</p>;
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(question);
  };

  return (
    <div className="yz-mai">
      <form className="yz-mai__form" role="search" onSubmit={handleSubmit}>
        <Input
          className="yz-mai__input"
          aria-label="输入问题"
          placeholder="例如：学生证丢了怎么补办"
          maxLength={SEARCH_MAX_LENGTH}
          value={question}
          clearable
          enterKeyHint="search"
          onChange={setQuestion}
        />
        <Button color="primary" type="submit" loading={state.status === 'pending'}>
          提问
        </Button>
      </form>
      {state.status === 'idle' && (
        <div className="yz-mai__start">
          <p className="yz-mai__intro">{config.intro}</p>
          {config.examples.length > 0 && (
            <ul className="yz-mai__examples" aria-label="示例问题">
              {config.examples.map((example) => (
                <li key={example}>
                  <button
                    type="button"
                    className="yz-mai__example"
                    onClick={() => {
                      setQuestion(example);
                      send(example);
                    }}
                  >
                    {example}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="yz-mai__answer">
        <AiAnswerView state={state} site="mobile" />
      </div>
      {state.status === 'done' && <p className="yz-mai__note">答案由本站内容整理而成，请以来源页面为准。</p>}
    </div>
  );
}
