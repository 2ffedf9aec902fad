import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSsrHost } from '../test/ssr-host';
import { users } from '../modules/users/users.table';

// Issue 39: what every visitor of a unit shares (ADR 020's guest pages, rendered once and kept) never holds anything
// of the people who were signed in while it was rendered or served, and one person's page never holds another's.
const t = useSsrHost();

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const SHARED = ['/', '/mobile/home', '/service-hall', '/news'];
const PERSONAL = ['/', '/mobile/home', '/task-center', '/schedule-center', '/personal-center'];
// Names found nowhere else in the demo (王芳 also teaches on 李明's timetable), so a match is the person.
const PEOPLE = [
  { username: '2023001', name: '甲乙丙同学' },
  { username: 'T1001', name: '丁戊己老师' },
];

beforeAll(async () => {
  for (const { username, name } of PEOPLE) {
    await t.database.db
      .update(users)
      .set({ name })
      .where(and(eq(users.fid, 100001), eq(users.username, username)));
  }
});

const headersFor = (path: string, cookie?: string) => ({
  ...(path.startsWith('/mobile') ? { 'user-agent': MOBILE_UA } : {}),
  ...(cookie ? { cookie } : {}),
});

/** Each shared page as a guest sees it. */
async function guestPages() {
  const pages = new Map<string, string>();
  for (const path of SHARED) {
    const response = await t.page(path, { headers: headersFor(path) });
    expect(response.status, path).toBe(200);
    pages.set(path, response.html);
  }
  return pages;
}

describe('nothing personal in what is shared', () => {
  it('guests’ pages stay the same while two people use the site, and neither person’s page shows the other', async () => {
    const before = await guestPages();
    const signedIn = [];
    for (const person of PEOPLE) signedIn.push({ ...person, cookie: (await t.signIn(person.username)).cookie });

    // Interleaved, as concurrent visitors are: one person's page, then the other's, then a guest's.
    for (const path of PERSONAL) {
      for (const [index, person] of signedIn.entries()) {
        const other = signedIn[1 - index]!;
        const page = await t.page(path, { headers: headersFor(path, person.cookie) });
        expect(page.status, `${person.username} ${path}`).toBe(200);
        expect(page.html, `${person.username} ${path}`).toContain(person.name);
        expect(page.html, `${person.username} ${path}`).not.toContain(other.name);
        const token = person.cookie.match(/token=([^;]+)/)![1]!;
        expect(page.html).not.toContain(other.cookie.match(/token=([^;]+)/)![1]);
        expect(page.html).not.toContain(token);
      }
    }

    const after = await guestPages();
    for (const path of SHARED) {
      const html = after.get(path)!;
      expect(html, path).toBe(before.get(path));
      for (const person of signedIn) {
        expect(html, path).not.toContain(person.name);
        expect(html, path).not.toContain(person.cookie.match(/token=([^;]+)/)![1]);
      }
    }
  });
});
