import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiAnswer, AiCitation } from '@yizhan/contracts';
import { streamAiAnswer } from './ai-stream';

/** Where an answer is: not asked, on its way (text may already be arriving), complete, or failed. */
export interface AiAnswerState {
  status: 'idle' | 'pending' | 'done' | 'failed';
  question: string;
  text: string;
  citations: AiCitation[];
  known: boolean;
  error: string;
}

const IDLE: AiAnswerState = { status: 'idle', question: '', text: '', citations: [], known: true, error: '' };

/** Asks the AI search and follows its stream; a new question (or leaving the page) drops the one on its way. */
export function useAiAnswer() {
  const [state, setState] = useState<AiAnswerState>(IDLE);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const ask = useCallback(async (question: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ ...IDLE, status: 'pending', question });
    try {
      const answer: AiAnswer = await streamAiAnswer(
        question,
        {
          onSources: (citations) => setState((current) => ({ ...current, citations })),
          onDelta: (text) => setState((current) => ({ ...current, text: current.text + text })),
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setState({
        status: 'done',
        question,
        text: answer.text,
        citations: answer.citations,
        known: answer.known,
        error: '',
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error && error.message ? error.message : '智能搜索暂时无法回答，请稍后再试';
      setState({ ...IDLE, status: 'failed', question, error: message });
    }
  }, []);

  return { state, ask };
}
