import { useState } from 'react';
import { adminHomeApi, type HomeContent, type HomeDraft } from '@yizhan/contracts';
import { consoleSave } from '../console-call';

/** What came of the last step: saved, published, refused, or the draft changed by someone else meanwhile. */
export type DraftStatus =
  { kind: 'saved' } | { kind: 'published' } | { kind: 'error'; msg: string } | { kind: 'conflict'; current: HomeDraft };

/**
 * The console's home-content draft (ADR 081): every change is saved to the draft at once, whole, with the version it
 * started from; publishing names that version too. A conflict keeps the stored draft for the editor to load.
 */
export function useHomeDraft(initial: HomeDraft) {
  const [draft, setDraft] = useState(initial);
  const [status, setStatus] = useState<DraftStatus | null>(null);
  const [busy, setBusy] = useState(false);

  const outcomeOf = (outcome: Awaited<ReturnType<typeof consoleSave>>, done: DraftStatus): boolean => {
    if (outcome.ok) {
      setDraft(outcome.data as HomeDraft);
      setStatus(done);
      return true;
    }
    setStatus(
      outcome.current
        ? { kind: 'conflict', current: outcome.current as HomeDraft }
        : { kind: 'error', msg: outcome.msg },
    );
    return false;
  };

  /** Saves the draft with this content; the refusal's message, or '' when saved. */
  const commit = async (content: HomeContent): Promise<string> => {
    setBusy(true);
    const outcome = await consoleSave(adminHomeApi.saveDraft, { body: { content, version: draft.version } });
    setBusy(false);
    return outcomeOf(outcome, { kind: 'saved' }) ? '' : outcome.ok ? '' : outcome.msg;
  };

  const publish = async () => {
    setBusy(true);
    const outcome = await consoleSave(adminHomeApi.publish, { body: { version: draft.version } });
    setBusy(false);
    outcomeOf(outcome, { kind: 'published' });
  };

  const reload = (current: HomeDraft) => {
    setDraft(current);
    setStatus(null);
  };

  return { draft, content: draft.content, commit, publish, busy, status, reload };
}

/** A new entry's key in the draft: unique enough among a list of at most fifty. */
export const newKey = () => `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
