import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestDomain } from '../../plugins/tenant';
import type { UnitRow } from '../units';
import { protocolPage } from './protocol-page';

/** Only a unit that signs people in itself (loginType 0) is the identity provider of its business systems. */
const BUILT_IN = 0;

/**
 * The unit of this host when it is an identity provider (the protocol routes are not API paths, so the tenant
 * plugin leaves them to us); otherwise the request is answered here with a Chinese page and undefined.
 */
export async function providerUnit(
  findUnit: (domain: string) => Promise<UnitRow | undefined>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UnitRow | undefined> {
  const unit = await findUnit(requestDomain(request));
  if (unit?.loginType === BUILT_IN) {
    request.unit = unit;
    return unit;
  }
  await protocolPage(reply, 404, '未提供统一身份认证', '本站不为业务系统提供统一身份认证服务。');
  return undefined;
}

/** Where a visitor not signed in at the portal signs in first: the portal's own login page, then back to `back`. */
export const portalLoginFor = (back: string, isMobile: boolean) =>
  `${isMobile ? '/mobile-login' : '/login'}?redirect=${encodeURIComponent(back)}`;
