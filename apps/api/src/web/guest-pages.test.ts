import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { GuestPages } from './guest-pages';

const html = Buffer.from('<!doctype html><html><body>guest</body></html>');
const pages = () => new GuestPages({ ttlMs: 15_000, maxBytes: 1024 * 1024 });

describe('GuestPages renders under way (ADR 020)', () => {
  it('those waiting for a render get the page it keeps', async () => {
    const store = pages();
    expect(store.rendering('a')).toBeUndefined();
    store.startRender('a', new EventEmitter());
    const waiting = store.rendering('a');
    expect(waiting).toBeDefined();
    const page = store.set('a', 200, new Headers({ 'content-type': 'text/html' }), html);
    await expect(waiting).resolves.toBe(page);
    expect(store.rendering('a')).toBeUndefined();
  });

  it('a render that keeps nothing ends with its response, and those waiting render for themselves', async () => {
    const store = pages();
    const response = new EventEmitter();
    store.startRender('a', response);
    const waiting = store.rendering('a');
    response.emit('close');
    await expect(waiting).resolves.toBeUndefined();
    expect(store.rendering('a')).toBeUndefined();
  });

  it('the end of an older render does not end a newer one', async () => {
    const store = pages();
    const older = new EventEmitter();
    store.startRender('a', older);
    store.startRender('a', new EventEmitter());
    const newer = store.rendering('a');
    older.emit('close');
    expect(store.rendering('a')).toBe(newer);
  });
});
