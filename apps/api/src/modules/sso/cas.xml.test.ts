import { describe, expect, it } from 'vitest';
import { CasXmlError, parseLogoutRequest, parseServiceResponse } from './cas.xml';

const ns = 'xmlns:cas="http://www.yale.edu/tp/cas"';

describe('CAS XML (A5: a parser that refuses DOCTYPE and entities)', () => {
  it('reads a CAS 3.0 success with its attributes', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<cas:serviceResponse ${ns}>
  <cas:authenticationSuccess>
    <cas:user>citizen</cas:user>
    <cas:attributes>
      <cas:name>张市民 &amp; 家人</cas:name>
      <cas:memberOf>a</cas:memberOf>
      <cas:memberOf>b</cas:memberOf>
      <cas:note><![CDATA[<b>x</b>]]></cas:note>
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({
      ok: true,
      user: 'citizen',
      attributes: { name: '张市民 & 家人', memberOf: 'a', note: '<b>x</b>' },
    });
  });

  it('reads a failure code', () => {
    const xml = `<cas:serviceResponse ${ns}><cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({ ok: false, code: 'INVALID_TICKET' });
  });

  it('A5: refuses DOCTYPE, internal and external entities (billion laughs, XXE)', () => {
    const attacks = [
      `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><cas:serviceResponse ${ns}><cas:authenticationSuccess><cas:user>&lol2;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      `<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><cas:serviceResponse ${ns}><cas:authenticationSuccess><cas:user>&xxe;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
      `<?xml version="1.0"?>\n<!doctype cas:serviceResponse><cas:serviceResponse ${ns}/>`,
      `<cas:serviceResponse ${ns}><cas:authenticationSuccess><cas:user>&undefined;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    ];
    for (const xml of attacks) expect(() => parseServiceResponse(xml), xml).toThrow(CasXmlError);
  });

  it('refuses what is not a CAS answer, a success without a user, and broken XML', () => {
    for (const xml of [
      '<html><body>login</body></html>',
      `<serviceResponse><authenticationSuccess><user>x</user></authenticationSuccess></serviceResponse>`,
      `<cas:serviceResponse ${ns}><cas:authenticationSuccess></cas:authenticationSuccess></cas:serviceResponse>`,
      `<cas:serviceResponse ${ns}><cas:authenticationSuccess><cas:user>x</cas:user>`,
      '',
    ]) {
      expect(() => parseServiceResponse(xml), xml).toThrow(CasXmlError);
    }
  });

  it('reads the ticket a single-logout request names', () => {
    const xml =
      '<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-1" Version="2.0" IssueInstant="2026-11-23T08:00:00Z">' +
      '<saml:NameID>citizen</saml:NameID><samlp:SessionIndex>ST-1-abc</samlp:SessionIndex></samlp:LogoutRequest>';
    expect(parseLogoutRequest(xml)).toBe('ST-1-abc');
    expect(() => parseLogoutRequest('<x/>')).toThrow(CasXmlError);
  });
});
