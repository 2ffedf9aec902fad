import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('D2: a CAS ticket, an OAuth code or state in a URL never reaches the log', () => {
    expect(redactUrl('/cas-login?redirect=%2Fnews&ticket=ST-1-abc')).toBe('/cas-login?redirect=%2Fnews&ticket=***');
    expect(redactUrl('/pedestal/auth/cas/login?ticket=ST-9&service=%2Fcas-login')).toBe(
      '/pedestal/auth/cas/login?ticket=***&service=%2Fcas-login',
    );
    expect(redactUrl('/x?CODE=abc&state=def#frag')).toBe('/x?CODE=***&state=***#frag');
    expect(redactUrl('/news?keyword=ticket')).toBe('/news?keyword=ticket');
  });

  it('D2: a live QR sign-in code, in a poll or in its phone page, never reaches the log (ADR 041)', () => {
    expect(redactUrl('/pedestal/auth/qrcode/status?qrId=abcDEF-_123')).toBe('/pedestal/auth/qrcode/status?qrId=***');
    expect(redactUrl('/mobile/qrcode-confirm?id=abcDEF-_123')).toBe('/mobile/qrcode-confirm?id=***');
    expect(redactUrl('/mobile/qrcode-confirm?x=1&id=abc#top')).toBe('/mobile/qrcode-confirm?x=1&id=***#top');
    expect(redactUrl('/news/detail/12?id=7')).toBe('/news/detail/12?id=7');
  });

  it("D2: createToken's enc and a calendar feed token never reach the log (ADRs 038, 039)", () => {
    expect(redactUrl('/pedestal/auth/createToken?fid=100001&uid=7&enc=9F3A0B')).toBe(
      '/pedestal/auth/createToken?fid=100001&uid=7&enc=***',
    );
    expect(redactUrl('/homepage/scheduleCalendar/feed/abc-DEF_123.ics')).toBe('/homepage/scheduleCalendar/feed/***');
    expect(redactUrl('/homepage/scheduleCalendar/feed/abc.ics?x=1')).toBe('/homepage/scheduleCalendar/feed/***?x=1');
    expect(redactUrl('/news?keyword=enc')).toBe('/news?keyword=enc');
  });
});
