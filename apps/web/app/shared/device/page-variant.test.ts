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
    expect(guestPageVariant({ 'user-agent': desktop })).toBe('desktop:browser:care-unit');
    expect(guestPageVariant({ 'user-agent': iphone })).toBe('phone:ios:care-unit');
    expect(guestPageVariant({ 'user-agent': wechat })).toBe('phone:wechat:care-unit');
    expect(guestPageVariant({})).toBe('desktop:browser:care-unit');
  });

  it('keeps the care mode (长辈版) pages apart from the normal ones, and both from the unit default', () => {
    const variant = (cookie: string) => guestPageVariant({ 'user-agent': desktop, cookie });
    expect(variant('token=abc; yz_care=1')).toBe('desktop:browser:care-on');
    expect(variant('yz_care=0; tourist=1')).toBe('desktop:browser:care-off');
    // Anything else is no choice: the unit's default, shared with the visitors who have no cookie at all.
    expect(variant('yz_care=yes')).toBe('desktop:browser:care-unit');
    expect(variant('tourist=1')).toBe('desktop:browser:care-unit');
  });
});
