import type { ScenarioAnswers } from '@yizhan/contracts';

// The addresses of a guide's steps, for the page's links: kept apart from the loader's module, whose imports of the
// contracts' values (endpoints, schemas) must not reach the browser's first visit.

/** The query parameter that names the answer a 上一步 came back from (never a question id: those have no '_'). */
export const PREVIOUS_PARAM = '_was';

/** The query string of these answers, plus the answer a 上一步 returns to. */
export function answersQuery(answers: ScenarioAnswers, previous?: string): string {
  const params = new URLSearchParams(answers);
  if (previous) params.set(PREVIOUS_PARAM, previous);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The link of 上一步: the answers before the last one, with the last one marked to be chosen again. */
export function backQuery(answers: ScenarioAnswers): string {
  const entries = Object.entries(answers);
  const last = entries.pop();
  return answersQuery(Object.fromEntries(entries), last?.[1]);
}
