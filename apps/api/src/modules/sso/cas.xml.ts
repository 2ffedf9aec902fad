import { SaxesParser } from 'saxes';

const CAS_NS = 'http://www.yale.edu/tp/cas';
const SAMLP_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';

/** What a CAS server's `/p3/serviceValidate` answered (CAS 3.0 §2.5). */
export type ServiceResponse =
  { ok: true; user: string; attributes: Record<string, string> } | { ok: false; code: string };

/** An answer that is not a CAS answer, or one this parser refuses to read. */
export class CasXmlError extends Error {
  override name = 'CasXmlError';
}

/**
 * A strict, non-validating XML reader (saxes) that refuses any DOCTYPE — and so every entity declaration, internal
 * or external (XXE, billion laughs): only the five predefined entities and character references are read (A5). The
 * caller bounds the size before it gets here.
 */
function readXml(
  xml: string,
  on: {
    open(ns: string, local: string, attributes: Record<string, string>): void;
    close(): void;
    text(text: string): void;
  },
) {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new CasXmlError('DOCTYPE or entity declaration refused');
  const parser = new SaxesParser({ xmlns: true });
  parser.on('doctype', () => {
    throw new CasXmlError('DOCTYPE refused');
  });
  parser.on('error', (error) => {
    throw new CasXmlError(error.message);
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) attributes[attribute.local] = attribute.value;
    on.open(tag.uri, tag.local, attributes);
  });
  parser.on('closetag', () => on.close());
  parser.on('text', (text) => on.text(text));
  parser.on('cdata', (text) => on.text(text));
  parser.write(xml).close();
}

/**
 * Reads a CAS 3.0 service response: `cas:authenticationSuccess` with `cas:user` and `cas:attributes` (the first value
 * of a repeated attribute), or `cas:authenticationFailure` with its code. Anything else throws.
 */
export function parseServiceResponse(xml: string): ServiceResponse {
  const path: string[] = [];
  let user = '';
  let failure: string | undefined;
  let success = false;
  const attributes: Record<string, string> = {};
  let text = '';
  readXml(xml, {
    open(ns, local, tagAttributes) {
      const inCas = ns === CAS_NS;
      if (path.length === 0 && !(inCas && local === 'serviceResponse')) {
        throw new CasXmlError('not a CAS service response');
      }
      path.push(inCas ? local : `{${ns}}${local}`);
      text = '';
      const where = path.join('/');
      if (where === 'serviceResponse/authenticationSuccess') success = true;
      if (where === 'serviceResponse/authenticationFailure') failure = tagAttributes.code || 'UNKNOWN';
    },
    text(value) {
      text += value;
    },
    close() {
      const where = path.join('/');
      const name = path.pop() ?? '';
      if (where === 'serviceResponse/authenticationSuccess/user') user = text.trim();
      if (path.join('/') === 'serviceResponse/authenticationSuccess/attributes' && !(name in attributes)) {
        attributes[name] = text.trim();
      }
      text = '';
    },
  });
  if (failure !== undefined) return { ok: false, code: failure };
  if (!success || !user) throw new CasXmlError('no user in a CAS success answer');
  return { ok: true, user, attributes };
}

/** The service ticket a CAS single-logout request names (`samlp:LogoutRequest/samlp:SessionIndex`). */
export function parseLogoutRequest(xml: string): string {
  const path: string[] = [];
  let text = '';
  let sessionIndex = '';
  readXml(xml, {
    open(ns, local) {
      if (path.length === 0 && !(ns === SAMLP_NS && local === 'LogoutRequest')) {
        throw new CasXmlError('not a logout request');
      }
      path.push(ns === SAMLP_NS ? local : `{${ns}}${local}`);
      text = '';
    },
    text(value) {
      text += value;
    },
    close() {
      if (path.join('/') === 'LogoutRequest/SessionIndex') sessionIndex = text.trim();
      path.pop();
      text = '';
    },
  });
  if (!sessionIndex) throw new CasXmlError('no SessionIndex');
  return sessionIndex;
}
