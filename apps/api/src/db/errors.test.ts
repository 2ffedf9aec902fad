import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, loggable } from './errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database errors', () => {
  it('F2: tells an unreachable database from a bad query', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(withCode('22003', 'integer out of range'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select $1', [1], withCode('23505')))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('logs a failed query without its parameters (D2)', () => {
    const error = new DrizzleQueryError(
      'select * from apps where name ilike $1',
      ['%身份证 13812345678%'],
      withCode('22021'),
    );
    const logged = JSON.stringify(loggable(error));
    expect(logged).toContain('select * from apps');
    expect(logged).not.toContain('13812345678');
  });
});
