import { randomBytes } from 'node:crypto';
import type { DemoUser } from '../users';
import type { ValidationFailure } from './tickets';

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** Attribute names become element names: keep only what is a valid XML name. */
const elementName = (name: string) => (/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name) ? name : undefined);

/** The CAS 3.0 `/p3/serviceValidate` success answer, with the user's attributes (CAS 3.0 §2.5.2, Appendix A). */
export function successXml(user: DemoUser, details: { fromNewLogin: boolean; authenticationDate: Date }): string {
  const attributes = {
    authenticationDate: details.authenticationDate.toISOString(),
    isFromNewLogin: String(details.fromNewLogin),
    longTermAuthenticationRequestTokenUsed: 'false',
    ...user.attributes,
  };
  const lines = Object.entries(attributes)
    .map(([name, value]) => [elementName(name), value] as const)
    .filter((entry): entry is readonly [string, string] => entry[0] !== undefined)
    .map(([name, value]) => `      <cas:${name}>${escapeXml(value)}</cas:${name}>`);
  return [
    `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">`,
    `  <cas:authenticationSuccess>`,
    `    <cas:user>${escapeXml(user.username)}</cas:user>`,
    `    <cas:attributes>`,
    ...lines,
    `    </cas:attributes>`,
    `  </cas:authenticationSuccess>`,
    `</cas:serviceResponse>`,
    '',
  ].join('\n');
}

const failureText: Record<ValidationFailure | 'INVALID_REQUEST', string> = {
  INVALID_TICKET: 'Ticket not recognized, already used or expired',
  INVALID_SERVICE: 'Ticket was issued for another service',
  INVALID_REQUEST: 'Both ticket and service are required',
};

/** A CAS 3.0 failure answer (§2.5.3). */
export function failureXml(code: ValidationFailure | 'INVALID_REQUEST'): string {
  return [
    `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">`,
    `  <cas:authenticationFailure code="${code}">${failureText[code]}</cas:authenticationFailure>`,
    `</cas:serviceResponse>`,
    '',
  ].join('\n');
}

/** The SAML logout request of CAS single logout (CAS 3.0 Appendix C): names the user and the service ticket. */
export function logoutRequestXml(username: string, ticket: string, now: Date): string {
  return (
    `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ` +
    `xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-${randomBytes(12).toString('hex')}" ` +
    `Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:NameID>${escapeXml(username)}</saml:NameID>` +
    `<samlp:SessionIndex>${escapeXml(ticket)}</samlp:SessionIndex>` +
    `</samlp:LogoutRequest>`
  );
}
