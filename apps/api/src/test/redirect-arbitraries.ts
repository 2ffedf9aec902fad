import fc from 'fast-check';

// Redirect targets for the property-based tests of rule A4 (security.md): the attacks the rule names, disguised the
// ways browsers and later hops undo, and a browser's view of where a target leads.

/** The forms rule A4 names, and their close relatives. */
const namedAttacks = [
  '//evil.com',
  '/\\evil.com',
  'https://x@evil.com',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];
const relatedAttacks = [
  '///evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '\\/evil.com',
  'https:evil.com',
  'https:/evil.com',
  'http:/\\evil.com',
  'https://evil.com',
  'https://localhost@evil.com',
  'https://localhost.evil.com',
  'https://evil.com\\@localhost',
  'https://evil.com#localhost',
  '//evil.com@localhost',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'java\tscript:alert(1)',
];

/** Characters a browser's URL parser drops (tab, newline) or strips at the ends (C0 controls, space). */
const dropped = ['\t', '\n', '\r', '\u0000', ' ', '\u000b', '\u001f'];
/** Characters that only look like something else: Unicode spaces, zero-width marks, full-width punctuation. */
const lookAlikeSpaces = ['\u00a0', '\u3000', '\u2028', '\u200b', '\ufeff'];
const lookAlikes: Record<string, string[]> = {
  '/': ['\uff0f', '\u2215', '\u2044'],
  '\\': ['\uff3c', '\u2216'],
  '.': ['\u3002', '\uff0e', '\uff61'],
  ':': ['\uff1a'],
  '@': ['\uff20'],
};

const percent = (char: string, lower: boolean) =>
  [...Buffer.from(char)]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`[lower ? 'toLowerCase' : 'toUpperCase']())
    .join('');

/**
 * One character, disguised: as is, in the other case, or percent-encoded once to three times (what a browser or a
 * later hop reads back as the same character); `lookAlike` adds characters that only resemble it.
 */
const disguiseChar = (char: string, lookAlike: boolean) =>
  fc.oneof(
    { arbitrary: fc.constant(char), weight: 6 },
    fc.constant(char.toUpperCase()),
    fc.constant(char.toLowerCase()),
    fc.boolean().map((lower) => percent(char, lower)),
    fc.boolean().map((lower) => percent(char, lower).replaceAll('%', '%25')),
    fc.boolean().map((lower) => percent(char, lower).replaceAll('%', '%2525')),
    fc.constantFrom(char, ...(lookAlike ? (lookAlikes[char] ?? []) : [])),
  );

/** A whole value disguised character by character, with dropped (or look-alike) characters slipped in. */
const disguise = (value: string, lookAlike: boolean) =>
  fc
    .tuple(
      fc.tuple(...[...value].map((char) => disguiseChar(char, lookAlike))),
      fc.array(fc.tuple(fc.nat(value.length), fc.constantFrom(...dropped, ...(lookAlike ? lookAlikeSpaces : []))), {
        maxLength: 2,
      }),
      fc.constantFrom('none', 'whole-once', 'whole-twice'),
    )
    .map(([chars, inserts, whole]) => {
      const parts = [...chars];
      for (const [at, char] of inserts) parts.splice(at, 0, char);
      const text = parts.join('');
      if (whole === 'whole-once') return encodeURIComponent(text);
      if (whole === 'whole-twice') return encodeURIComponent(encodeURIComponent(text));
      return text;
    });

const tail = fc.oneof(
  fc.constant(''),
  fc.constantFrom('/login', '/home?x=1', '#top', '?redirect=/', '/%2e%2e/'),
  fc.string({ maxLength: 12 }),
);
export const namedAttack = fc
  .tuple(fc.constantFrom(...namedAttacks), tail)
  .chain(([attack, rest]) => disguise(attack, false).map((form) => form + rest));
export const anyAttack = fc
  .tuple(fc.constantFrom(...namedAttacks, ...relatedAttacks), tail, fc.boolean())
  .chain(([attack, rest, lookAlike]) => disguise(attack, lookAlike).map((form) => form + rest));
export const anyTarget = fc.oneof(
  anyAttack,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({
    unit: fc.constantFrom('/', '\\', '%', '2', 'f', '5', 'c', '@', ':', '.', 'evil', 'localhost'),
    maxLength: 12,
  }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
);

/** The value and every form a later hop could percent-decode it to. */
function decodedForms(value: string): string[] {
  const forms = [value];
  for (let depth = 0; depth < 5; depth += 1) {
    let next: string;
    try {
      next = decodeURIComponent(forms.at(-1)!);
    } catch {
      break;
    }
    if (next === forms.at(-1)) break;
    forms.push(next);
  }
  return forms;
}

/** Where a browser on `host` goes for `target` (or null when it cannot be followed at all). */
function landing(target: string, host: string): URL | null {
  try {
    return new URL(target, `http://${host}/`);
  } catch {
    return null;
  }
}

/**
 * True when `target`, and every decoded form of it, followed from any of `hosts`, stays on one of `hosts`, over
 * http(s) and without userinfo. With `decoded: false`, only as a browser follows it (for a URL no later hop decodes
 * again); with `userinfo: true`, userinfo before an allowed host is let through (the browser still lands there).
 */
export function staysOn(target: string, hosts: readonly string[], { decoded = true, userinfo = false } = {}): boolean {
  return (decoded ? decodedForms(target) : [target]).every((form) =>
    hosts.every((from) => {
      const url = landing(form, from);
      if (url === null) return true;
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        (userinfo || (url.username === '' && url.password === '')) &&
        hosts.includes(url.hostname)
      );
    }),
  );
}
