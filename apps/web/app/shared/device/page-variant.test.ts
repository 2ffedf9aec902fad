import { describe, expect, it } from 'vitest';
import { guestPageVariant } from './page-variant';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1';
const wechat =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.59(0x18003b26) NetType/4G Language/zh_CN';
const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('guestPageVariant', () => {
  it('keeps apart the pages of phones and desktops and of each client environment (they render it)', () => {
    expect(guestPageVariant({ 'user-agent': desktop })).toBe('desktop:browser');
    expect(guestPageVariant({ 'user-agent': iphone })).toBe('phone:ios');
    expect(guestPageVariant({ 'user-agent': wechat })).toBe('phone:wechat');
    expect(guestPageVariant({})).toBe('desktop:browser');
  });
});
