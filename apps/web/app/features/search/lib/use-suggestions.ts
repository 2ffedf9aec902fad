import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { cleanKeyword } from '../../../shared/search-url';

/** How long typing must pause before the suggestions are asked for: one request per pause, not per key. */
export const SUGGEST_DELAY_MS = 250;

/**
 * Suggestions for what is being typed (searchSuggest), asked once typing pauses; a newer text cancels the older
 * request. The last answer stays while the next one is on its way, so the list does not blink at every key; an
 * empty box has none. Failures are silent: the box still searches without them.
 */
export function useSuggestions(text: string, enabled = true): SearchSuggestion[] {
  const keyword = cleanKeyword(text);
  const [answer, setAnswer] = useState<SearchSuggestion[]>([]);
  useEffect(() => {
    if (!enabled || !keyword) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lazyBrowserApi(
        (api) => api.searchApi.suggest,
        { query: { keyword } },
        { silent: true, signal: controller.signal },
      ).then(setAnswer, () => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, enabled]);
  return enabled && keyword ? answer : [];
}
