import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { apps } from '../service-hall/service-hall.table';
import { searchKit } from './search.test-kit';

const t = useTestApp();
const kit = searchKit(t);

// ADR 036 addendum (session 21): a snippet stays within the field of its record it matched.
describe('snippets', () => {
  it('shows a service found by its title with its summary as the snippet, not its fields run together', async () => {
    // A demo service with labels and a whole guide: its body holds them all, a line each.
    const [service] = (await kit.search('在读证明开具')).groups[0]!.list;
    const [app] = await t.database.db
      .select({ summary: apps.summary })
      .from(apps)
      .where(eq(apps.id, Number(service!.id)));
    expect(app!.summary).not.toBe('');
    expect(service!.snippetSegments.map((segment) => segment.text).join('')).toBe(
      /[。！？；]$/u.test(app!.summary) ? app!.summary : `${app!.summary}。`,
    );
  });
});
