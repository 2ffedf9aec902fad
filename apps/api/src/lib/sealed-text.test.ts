import { describe, expect, it } from 'vitest';
import { fingerprintOf, isSealed, newSealKey, open, seal } from './sealed-text';

describe('D3, ADR 048: sealed text', () => {
  const key = newSealKey();

  it('opens what it sealed, and the sealed form shows nothing of the text', () => {
    for (const text of ['13812345678', '110101199003071234', 'li.ming@demo.edu.cn', '李明 📱']) {
      const sealed = seal(key, text);
      expect(isSealed(sealed)).toBe(true);
      expect(sealed).not.toContain(text.slice(3, 7));
      expect(open(key, sealed)).toBe(text);
    }
  });

  it('seals the same text differently each time (a fresh nonce): equal numbers are not seen as equal', () => {
    expect(seal(key, '13812345678')).not.toBe(seal(key, '13812345678'));
  });

  it('refuses a value changed since or sealed with another key, rather than answer wrongly', () => {
    const sealed = seal(key, '13812345678');
    const changed = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => open(key, changed)).toThrow();
    expect(() => open(newSealKey(), sealed)).toThrow();
  });

  it('passes plain text through (written before sealing began) and keeps the empty text empty', () => {
    expect(open(key, '13812345678')).toBe('13812345678');
    expect(seal(key, '')).toBe('');
    expect(isSealed('13812345678')).toBe(false);
  });

  it('tells keys apart by a fingerprint that is not the key', () => {
    expect(fingerprintOf(key)).toBe(fingerprintOf(Buffer.from(key)));
    expect(fingerprintOf(key)).not.toBe(fingerprintOf(newSealKey()));
    expect(fingerprintOf(key)).not.toContain(key.toString('base64url'));
  });
});
