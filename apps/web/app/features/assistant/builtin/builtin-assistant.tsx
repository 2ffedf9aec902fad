import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ROBOT, type AiCitation, type AssistantService } from '@yizhan/contracts';
import { desktopGuidePath, mobileGuidePath } from '../../../shared/service-paths';
import { askAssistant } from '../api/ask';
import type { RobotSite } from '../lib/start-rules';
import { ReadAloud } from '../../../shared/care/read-aloud';
import './assistant.css';

export interface BuiltinAssistantProps {
  site: RobotSite;
}

interface Message {
  id: number;
  from: 'asker' | 'assistant';
  text: string;
  services?: AssistantService[];
  /** The AI search's numbered sources (ADR 037): shown instead of the services when there are any. */
  citations?: AiCitation[];
}

const WELCOME = '您好，我是智能助手。告诉我您想办的事，我会在本站的服务中为您找到办事指南。';
const FAILED = '暂时无法回答，请稍后再试。';

/** Where a service leads on each site: the guide page of that site (desktop detail page, mobile service guide). */
const guidePath: Record<RobotSite, (appId: string) => string> = { desktop: desktopGuidePath, mobile: mobileGuidePath };

/**
 * The built-in assistant (ADR 027): a floating 智能助手 button that opens a chat panel (a non-modal dialog: focus
 * moves into it and back to the button, Esc closes it). Questions go to the portal's own answering endpoint; each
 * answer is a sentence and links to guide pages. Plain elements and its own small stylesheet, so it brings neither
 * antd nor antd-mobile and looks the same on both sites.
 */
export function BuiltinAssistant({ site }: BuiltinAssistantProps) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'assistant', text: WELCOME }]);
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending, open]);
  // Destroyed (layout switch, new session): a question still on its way is dropped.
  useEffect(() => () => inFlight.current?.abort(), []);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const add = (message: Omit<Message, 'id'>) => setMessages((list) => [...list, { ...message, id: list.length }]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || pending) return;
    add({ from: 'asker', text });
    setQuestion('');
    setPending(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const answer = await askAssistant(text, controller.signal);
      add({ from: 'assistant', text: answer.text, services: answer.services, citations: answer.citations });
    } catch (error) {
      if (controller.signal.aborted) return;
      add({ from: 'assistant', text: error instanceof Error && error.message ? error.message : FAILED });
    } finally {
      if (!controller.signal.aborted) setPending(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      {/* On the phone the launcher floats over the page's last rows: the page keeps room for it below them, so at
          its end nothing stays under the launcher (a 搜索热词 chip on /mobile/home did). */}
      {site === 'mobile' && <div className="yz-assistant__room" aria-hidden="true" />}
      <div className={`yz-assistant yz-assistant--${site}`}>
        {open && (
          <section
            id={panelId}
            className="yz-assistant__panel"
            role="dialog"
            aria-modal="false"
            aria-labelledby={titleId}
            onKeyDown={handleKeyDown}
          >
            <header className="yz-assistant__header">
              <h2 id={titleId} className="yz-assistant__title">
                智能助手
              </h2>
              <button type="button" className="yz-assistant__close" aria-label="关闭智能助手" onClick={close}>
                <span aria-hidden="true">×</span>
              </button>
            </header>
            <div ref={log} className="yz-assistant__log" role="log" aria-live="polite" aria-label="对话记录">
              <ol className="yz-assistant__messages">
                {messages.map((message) => (
                  <li key={message.id} className={`yz-assistant__message yz-assistant__message--${message.from}`}>
                    <span className="yz-assistant__visually-hidden">
                      {message.from === 'asker' ? '我：' : '智能助手：'}
                    </span>
                    <p className="yz-assistant__text">{message.text}</p>
                    {message.from === 'assistant' && <ReadAloud text={message.text} label="朗读回答" />}
                    {message.citations && message.citations.length > 0 && (
                      <ol className="yz-assistant__services" aria-label="来源">
                        {message.citations.map((citation) => (
                          <li key={citation.n}>
                            <Link
                              className="yz-assistant__service"
                              to={site === 'mobile' ? citation.mobileUrl : citation.url}
                              onClick={() => setOpen(false)}
                            >
                              <span className="yz-assistant__service-name">
                                <span aria-hidden="true">[{citation.n}] </span>
                                {citation.title}
                              </span>
                              {citation.source && <span className="yz-assistant__service-dept">{citation.source}</span>}
                            </Link>
                          </li>
                        ))}
                      </ol>
                    )}
                    {!message.citations?.length && message.services && message.services.length > 0 && (
                      <ul className="yz-assistant__services">
                        {message.services.map((service) => (
                          <li key={service.appId}>
                            <Link
                              className="yz-assistant__service"
                              to={guidePath[site](service.appId)}
                              onClick={() => setOpen(false)}
                            >
                              <span className="yz-assistant__service-name">{service.name}</span>
                              {service.deptName && (
                                <span className="yz-assistant__service-dept">{service.deptName}</span>
                              )}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
                {pending && (
                  <li className="yz-assistant__message yz-assistant__message--assistant" aria-busy="true">
                    <p className="yz-assistant__text">正在查找…</p>
                  </li>
                )}
              </ol>
            </div>
            <form className="yz-assistant__form" onSubmit={(event) => void send(event)}>
              <label htmlFor={inputId} className="yz-assistant__visually-hidden">
                输入问题
              </label>
              <input
                ref={input}
                id={inputId}
                className="yz-assistant__input"
                type="text"
                enterKeyHint="send"
                autoComplete="off"
                maxLength={ROBOT.questionMaxLength}
                placeholder="想办什么事？如：在读证明"
                value={question}
                onChange={(event) => setQuestion(event.target.value)}
              />
              <button type="submit" className="yz-assistant__send" disabled={pending || !question.trim()}>
                发送
              </button>
            </form>
          </section>
        )}
        <button
          ref={launcher}
          type="button"
          className="yz-assistant__launcher"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <svg className="yz-assistant__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 3c-4.97 0-9 3.58-9 8 0 2.3 1.1 4.37 2.86 5.83L5 21l4.2-2.1c.89.23 1.83.35 2.8.35 4.97 0 9-3.58 9-8s-4.03-8-9-8Zm-4 9.25a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm4 0a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm4 0a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z"
            />
          </svg>
          <span>智能助手</span>
        </button>
      </div>
    </>
  );
}
