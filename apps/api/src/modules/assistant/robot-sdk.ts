import { scriptOrigin, siteConfigApi, type Intelligence, type PageTransport } from '@yizhan/contracts';

/**
 * The origin a unit's pages must allow in script-src for its third-party robot SDK (ADR 027), read the way the
 * page reads the config (the same cached call); null for none, a script on this site or the built-in assistant,
 * and when the config cannot be read (the page then carries no robot either).
 */
export async function robotSdkOrigin(transport: PageTransport): Promise<string | null> {
  try {
    const { envelope } = await transport.call(siteConfigApi.intelligence, {});
    const config = envelope?.success ? (envelope.data as Intelligence) : null;
    return config ? scriptOrigin(config.link) : null;
  } catch {
    return null;
  }
}
