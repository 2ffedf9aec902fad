import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
// The app sets zod's error messages (Chinese) when it loads: the schemas are checked as the server runs them.
import '../app';
import { fuzzParameters, fuzzTimeout } from '../test/fuzz';
import { contractEndpoints, fieldNames, isChinese, queryString, requestValue } from '../test/request-arbitraries';

// Property-based fuzzing of every request schema of the contracts (security.md R1, issue 9 part 9): arbitrary JSON,
// and objects with the schema's own fields holding edge values, either parse or are refused with Chinese messages;
// nothing throws.
const RUNS = 100;

/** A query string as Fastify hands it to the schema: text values, an array for a repeated name. */
function parsedQuery(text: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const seen = Object.hasOwn(query, name) ? query[name] : undefined;
    query[name] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return query;
}

const schemas = contractEndpoints().flatMap(({ id, endpoint }) =>
  (['query', 'body'] as const).flatMap((part) => {
    const schema = endpoint[part] as z.ZodType | undefined;
    return schema ? [{ title: `${id} ${part}`, part, schema, names: fieldNames(schema) }] : [];
  }),
);

describe('R1: every request schema parses or refuses arbitrary input in Chinese, and never throws (property-based)', () => {
  it('finds the request schemas', () => {
    expect(schemas.length).toBeGreaterThan(15);
  });

  it.each(schemas.map((entry) => [entry.title, entry] as const))(
    'R1: %s',
    (_title, { part, schema, names }) => {
      const input =
        part === 'query' ? fc.oneof(queryString(names).map(parsedQuery), requestValue(names)) : requestValue(names);
      fc.assert(
        fc.property(input, (value) => {
          const result = schema.safeParse(value);
          if (result.success) return;
          expect(result.error.issues.length).toBeGreaterThan(0);
          for (const issue of result.error.issues) expect(issue.message, JSON.stringify(issue)).toSatisfy(isChinese);
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.3),
  );
});
