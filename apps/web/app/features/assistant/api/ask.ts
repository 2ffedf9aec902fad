import type { AssistantAnswer } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';

/**
 * Asks the built-in assistant (ADR 027). Silent: a failure is said in the chat itself, not as a toast; a lapsed
 * session still brings the usual dialog.
 */
export const askAssistant = (question: string, signal: AbortSignal): Promise<AssistantAnswer> =>
  lazyBrowserApi((api) => api.assistantApi.ask, { body: { question } }, { silent: true, signal });
