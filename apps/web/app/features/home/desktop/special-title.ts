import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';

/** A page's document title followed by the site's title, e.g. 专题服务 - 一站. */
export function specialTitle(name: string, matches: readonly ({ loaderData?: unknown } | undefined)[]): string {
  const site = (matches[0]?.loaderData as Bootstrap | undefined)?.site.title;
  return site ? `${name} - ${site}` : name;
}
