import { useId } from 'react';
import { Link } from 'react-router';
import type { AiCitation } from '@yizhan/contracts';
import { answerParts } from './answer-parts';
import type { AiAnswerState } from './use-ai-answer';
import './ai-answer.css';

export interface AiAnswerViewProps {
  state: AiAnswerState;
  /** Which of a source's addresses to open: the desktop page or the phone's. */
  site: 'desktop' | 'mobile';
}

const KIND_NAMES: Record<AiCitation['kind'], string> = {
  service: '办事指南',
  system: '业务系统',
  news: '新闻',
  notice: '通知公告',
  threeList: '三张清单',
};

/** A source's link: a page of the portal in the app's router, another site in a new tab. */
function SourceLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * An AI answer (ADR 037) in plain elements, the same on both sites: its text with each 「[n]」 a link to its source
 * below, and the numbered sources (title, kind, department or source, date, the passage used). The text is a live
 * region, so a screen reader hears the answer once it is there.
 */
export function AiAnswerView({ state, site }: AiAnswerViewProps) {
  const prefix = useId();
  if (state.status === 'idle') return null;
  const anchor = (n: number) => `${prefix}-source-${n}`;
  const showSources = state.citations.length > 0 && state.status !== 'failed';
  return (
    <div className={`yz-ai-answer yz-ai-answer--${site}`}>
      <div
        className="yz-ai-answer__text"
        role="status"
        aria-label="回答"
        aria-live="polite"
        aria-busy={state.status === 'pending'}
      >
        {state.status === 'failed' ? (
          <p className="yz-ai-answer__error">{state.error}</p>
        ) : state.text ? (
          <p>
            {answerParts(state.text, state.citations).map((part, index) =>
              part.kind === 'text' ? (
                <span key={index}>{part.text}</span>
              ) : (
                <a key={index} className="yz-ai-answer__mark" href={`#${anchor(part.n)}`} aria-label={`来源 ${part.n}`}>
                  [{part.n}]
                </a>
              ),
            )}
          </p>
        ) : (
          <p className="yz-ai-answer__pending">正在从本站内容中查找答案…</p>
        )}
      </div>
      {showSources && (
        <section className="yz-ai-answer__sources" aria-labelledby={`${prefix}-sources`}>
          <h3 id={`${prefix}-sources`} className="yz-ai-answer__sources-title">
            来源
          </h3>
          <ol>
            {state.citations.map((citation) => (
              <li key={citation.n} id={anchor(citation.n)} className="yz-ai-answer__source">
                <span className="yz-ai-answer__number">[{citation.n}]</span>
                <div>
                  <SourceLink href={site === 'mobile' ? citation.mobileUrl : citation.url}>{citation.title}</SourceLink>
                  <p className="yz-ai-answer__meta">
                    {[KIND_NAMES[citation.kind], citation.source, citation.date].filter(Boolean).join(' · ')}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
