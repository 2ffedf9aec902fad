import { describe, expect, it } from 'vitest';
import { validatePageParams } from './page-validate';

const statusOf = (params: Record<string, string | undefined>) => {
  try {
    validatePageParams(params);
    return 'ok';
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
};

describe('validatePageParams', () => {
  it('lets plain ids and pages without an id through', () => {
    expect(statusOf({})).toBe('ok');
    expect(statusOf({ id: 'app-1024_a' })).toBe('ok');
  });

  it.each(['', 'a b', '<script>', '../etc', 'x'.repeat(65), '1;drop'])('answers 404 for the id %j', (id) => {
    expect(statusOf({ id })).toBe(404);
  });
});
