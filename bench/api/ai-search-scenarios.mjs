// The AI search calls bench:api and bench:large measure (issue 12 item 7, ADR 037): the offline answerer, p95 ≤ 300 ms
// on the large data set. Questions a guest asks in a sentence; the answer is composed from retrieved passages.
import { call } from './scenarios.mjs';

/** Issue 12 item 7: the offline answerer's p95 ≤ 300 ms on the large data set. */
export const AI_SEARCH_BUDGET = { p95Ms: 300 };

const ask = (question) => `/homepage/aiCenter/aiSearch?${new URLSearchParams({ question })}`;

/** A question a visitor might paste whole. */
const LONG_QUESTION =
  '我想了解一下学校关于学生证补办和校园卡挂失以及奖学金申请和图书馆开放时间的所有相关规定和办理流程';

/** Questions about the first services the server lists, a different one each (no answer is cached). */
async function serviceQuestions(server, count) {
  const body = { page: 1, pageSize: 100 };
  const { envelope } = await call(server, '/homepage/homeApp/getServiceApp', { method: 'POST', body });
  return envelope.data.list.slice(0, count).map((app) => `${app.name.replace(/（[^）]*）/g, '')}怎么办理？`);
}

/**
 * A how-to question answered from a guide, a question answered from news and guides, a where/when question, one
 * the portal cannot answer (不知道: retrieval and nothing more), a long one of common words, and many different
 * questions.
 */
export async function aiSearchScenarios(server) {
  const questions = await serviceQuestions(server, 100);
  const scenarios = [
    { name: 'aiSearch "学生证丢了怎么补办"', path: ask('学生证丢了怎么补办') },
    { name: 'aiSearch "奖学金什么时候评"', path: ask('奖学金什么时候评') },
    { name: 'aiSearch "图书馆几点开门"', path: ask('图书馆几点开门') },
    { name: 'aiSearch "火星登陆许可证怎么申请" (不知道)', path: ask('火星登陆许可证怎么申请') },
    // Many words, the commonest of the unit among them (学校, 申请, 时间, 办理): each is in thousands of titles.
    { name: 'aiSearch: a long question of common words', path: ask(LONG_QUESTION) },
    {
      name: `aiSearch: ${questions.length} different questions`,
      path: ask(questions[0]),
      paths: questions.map(ask),
    },
  ];
  return scenarios.map((scenario) => ({ ...scenario, budget: AI_SEARCH_BUDGET }));
}
