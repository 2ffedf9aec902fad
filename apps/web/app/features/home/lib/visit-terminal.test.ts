import { describe, expect, it } from 'vitest';
import { clientEnvironment } from '../../../shared/device/device';
import { mobileVisitTerminal } from './visit-terminal';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('mobileVisitTerminal', () => {
  it('reports a phone browser as 2', () => {
    expect(mobileVisitTerminal(clientEnvironment(iphoneSafari))).toBe(2);
    expect(mobileVisitTerminal(clientEnvironment('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile'))).toBe(2);
    expect(mobileVisitTerminal('browser')).toBe(2);
  });

  it('reports a messenger or campus app as 3', () => {
    expect(mobileVisitTerminal(clientEnvironment(`${iphoneSafari} MicroMessenger/8.0.47`))).toBe(3);
    expect(mobileVisitTerminal(clientEnvironment(`${iphoneSafari} wxwork/4.1 MicroMessenger/7.0.1`))).toBe(3);
    expect(mobileVisitTerminal('dingtalk')).toBe(3);
    expect(mobileVisitTerminal('learning-app')).toBe(3);
  });
});
