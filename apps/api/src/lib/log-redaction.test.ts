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
});
