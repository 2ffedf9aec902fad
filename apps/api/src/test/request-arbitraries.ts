import fc from 'fast-check';
import { z } from 'zod';
import * as contracts from '@yizhan/contracts';
import type { Endpoint } from '@yizhan/contracts';

/** Every endpoint of every exported contract record (siteConfigApi, authApi, …), found the way endpoints.test does. */
export function contractEndpoints(): { id: string; endpoint: Endpoint }[] {
  const isEndpoint = (value: unknown): value is Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Endpoint).method === 'string' &&
    typeof (value as Endpoint).path === 'string' &&
    (value as Endpoint).data instanceof z.ZodType;
  return Object.entries(contracts).flatMap(([group, value]) => {
    if (typeof value !== 'object' || value === null || value instanceof z.ZodType) return [];
    const members = Object.entries(value);
    if (members.length === 0 || !members.every(([, member]) => isEndpoint(member))) return [];
    return members.map(([name, endpoint]) => ({ id: `${group}.${name}`, endpoint: endpoint as Endpoint }));
  });
}

/** The field names of an object schema (through optional/nullable wrappers and unions), for near-valid inputs. */
export function fieldNames(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    anyOf?: { properties?: Record<string, unknown> }[];
  };
  const names = new Set(Object.keys(json.properties ?? {}));
  for (const option of json.anyOf ?? []) for (const name of Object.keys(option.properties ?? {})) names.add(name);
  return [...names];
}

/** Values that sit on the edges of what contracts accept: column limits, controls, odd types, long text. */
const edgeValue = fc.oneof(
  fc.constantFrom(0, 1, -1, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER),
  fc.constantFrom('', ' ', '0', '1', '01', '2147483648', '-1', '1e3', '0x10', 'true', 'null', '[]', '{}'),
  fc.constantFrom('证明\u0000', 'a\r\nb', '\u2028', '<script>alert(1)</script>', "' or 1=1 --", '%', '_', '\\'),
  fc.constantFrom('//evil.com', 'javascript:alert(1)', '/home', 'https://localhost/', '\ud800'),
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 90, maxLength: 2100 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Any JSON at all, or an object with the schema's own field names holding edge values (and maybe a stray key). */
export function requestValue(names: string[]): fc.Arbitrary<unknown> {
  const nearValid =
    names.length === 0
      ? fc.constant({})
      : fc.dictionary(fc.constantFrom(...names, '__proto__', 'constructor', 'extra'), edgeValue, { maxKeys: 5 });
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), { arbitrary: nearValid, weight: 3 });
}

/** A query string as a browser or a script could send it: the schema's names with text values, repeated or not. */
export function queryString(names: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...names, 'x'), fc.string({ maxLength: 6 }));
  const text = fc.oneof(
    edgeValue.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
    fc.string({ maxLength: 20 }),
  );
  return fc.array(fc.tuple(key, text), { maxLength: 4 }).map((pairs) => new URLSearchParams(pairs).toString());
}

/** True when a message is Chinese (has Han characters): what every refusal must say (api-conventions.md). */
export const isChinese = (message: unknown) => typeof message === 'string' && /\p{Script=Han}/u.test(message);
