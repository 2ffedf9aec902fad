import { expect, type APIRequestContext } from '@playwright/test';
import { scheduleApi, type NowTerm } from '@yizhan/contracts';

// What the schedule specs share: the demo school year is seeded around the day the server first started
// (demoSchoolYear), so "this week" may be a teaching week, an exam week or a break. The specs look at a week with
// classes: this one when it is a teaching week (1-15, so that the next one is too), else week 3 of the current term.

export interface TeachingWeek {
  term: NowTerm;
  /** The `?date=` to open, '' for this week. */
  query: string;
  /** Its week of the term. */
  week: number;
}

export async function teachingWeek(request: APIRequestContext): Promise<TeachingWeek> {
  const body = await (await request.get(scheduleApi.nowTerm.path)).json();
  expect(body, 'the demo unit has a current term').toMatchObject({
    success: true,
    data: { termId: expect.any(Number) },
  });
  const term = body.data as NowTerm;
  if (term.inTerm === 1 && term.week >= 1 && term.week <= 15) return { term, query: '', week: term.week };
  const weekThree = new Date(Date.parse(`${term.startDate}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  return { term, query: `?date=${weekThree}`, week: 3 };
}
