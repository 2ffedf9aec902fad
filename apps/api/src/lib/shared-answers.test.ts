import { describe, expect, it } from 'vitest';
import { MemoCache } from './memo-cache';
import { keptBytes, SharedAnswers } from './shared-answers';

function setup({ ttlMs = 10_000, maxEntries = 100, maxLength = 1_000 } = {}) {
  let now = 0;
  const cache = new MemoCache({ ttlMs: 60_000, maxEntries: 100 });
  const answers = new SharedAnswers<string>(cache, { ttlMs, maxEntries, maxLength, now: () => now });
  return { cache, answers, advance: (ms: number) => (now += ms) };
}

describe('SharedAnswers (ADR 022)', () => {
  it('keeps an answer for its time to live', () => {
    const { answers, advance } = setup();
    answers.set('a', answers.version, '{"a":1}');
    expect(answers.get('a')).toBe('{"a":1}');
    advance(9_999);
    expect(answers.get('a')).toBe('{"a":1}');
    advance(1);
    expect(answers.get('a')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('forgets every answer when the data changes', () => {
    const { cache, answers } = setup();
    answers.set('a', answers.version, '{"a":1}');
    cache.clear();
    expect(answers.get('a')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('never keeps an answer built from data that changed while it was being built', () => {
    const { cache, answers } = setup();
    const version = answers.version;
    // …the handler reads the old data; a change notice arrives; the handler finishes:
    cache.clear();
    answers.set('a', version, '{"stale":true}');
    expect(answers.get('a')).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('is bounded in entries and in size, the oldest going first', () => {
    const { answers } = setup({ maxEntries: 2, maxLength: 10 });
    answers.set('a', answers.version, '1234');
    answers.set('b', answers.version, '1234');
    answers.set('c', answers.version, '12');
    expect([answers.get('a'), answers.get('b'), answers.get('c')]).toEqual([undefined, '1234', '12']);
    answers.set('d', answers.version, '123456789');
    expect([answers.get('b'), answers.get('c'), answers.get('d')]).toEqual([undefined, undefined, '123456789']);
    answers.set('e', answers.version, '12345678901');
    expect(answers.get('e')).toBeUndefined();
  });
});

describe('keptBytes', () => {
  it('gives a text’s UTF-8 bytes in a buffer of their own, not a slice of the shared pool', () => {
    const text = '{"title":"奖学金申请"}';
    const bytes = keptBytes(text);
    expect(bytes.toString()).toBe(text);
    expect(bytes.length).toBe(Buffer.byteLength(text));
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    // What it replaces: a short buffer from Buffer.from is a view of an 8 KB slab.
    expect(Buffer.from(text).buffer.byteLength).toBeGreaterThan(bytes.length);
  });
});
