import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useBridgeScript } from './use-bridge-script';

const bridgeTags = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-bridge-script]')];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const tag of bridgeTags()) tag.remove();
});

describe('useBridgeScript', () => {
  it('adds the unit’s bridge script at a mobile width and removes it when the mobile layout goes', () => {
    vi.stubGlobal('innerWidth', 390);
    const { unmount } = renderHook(() => useBridgeScript('/bridge/yizhan-bridge.js'));
    expect(bridgeTags().map((tag) => tag.getAttribute('src'))).toEqual(['/bridge/yizhan-bridge.js']);
    expect(bridgeTags()[0]!.async).toBe(true);
    unmount();
    expect(bridgeTags()).toEqual([]);
  });

  it('swaps the tag when the unit’s address changes', () => {
    vi.stubGlobal('innerWidth', 390);
    const { rerender, unmount } = renderHook(({ url }) => useBridgeScript(url), {
      initialProps: { url: '/bridge/yizhan-bridge.js' },
    });
    rerender({ url: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js' });
    expect(bridgeTags().map((tag) => tag.getAttribute('src'))).toEqual([
      'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
    ]);
    unmount();
  });

  it('loads nothing at a desktop width, or when the unit has no bridge script', () => {
    vi.stubGlobal('innerWidth', 1440);
    renderHook(() => useBridgeScript('/bridge/yizhan-bridge.js')).unmount();
    vi.stubGlobal('innerWidth', 390);
    const { unmount } = renderHook(() => useBridgeScript(''));
    expect(bridgeTags()).toEqual([]);
    unmount();
  });
});
