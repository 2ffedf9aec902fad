import type { BundleMaterial } from '@yizhan/contracts';
import type { GuideMaterial } from '../service-hall';
import type { MaterialLink } from './bundles.table';

/** A service of a bundle with the materials its guide asks for. */
export interface ServiceMaterials {
  appId: number;
  name: string;
  materials: GuideMaterial[];
}

/**
 * The key two spellings of one material share: full-width forms folded (NFKC), whitespace and punctuation dropped,
 * Latin letters in lower case — 「居民身份证（原件）」 and 「居民身份证(原件)」 are one material.
 */
export const materialKey = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/[\s\p{P}\p{S}]+/gu, '')
    .toLowerCase();

/** Each key's representative after the console's links, chains followed (a → b → c all become c's group). */
function linkedKeys(links: MaterialLink[]): (key: string) => string {
  const parent = new Map<string, string>();
  const find = (key: string): string => {
    let root = key;
    const seen = new Set<string>();
    while (parent.has(root) && !seen.has(root)) {
      seen.add(root);
      root = parent.get(root)!;
    }
    return root;
  };
  for (const link of links) {
    const from = find(materialKey(link.material));
    const to = find(materialKey(link.sameAs));
    if (from !== to) parent.set(from, to);
  }
  return find;
}

const MEDIA: readonly GuideMaterial['medium'][] = ['electronic', 'paper', 'both'];

/**
 * One material list for a bundle (一件事): every material of every service in order of first appearance, a material
 * that two services ask for (the same name once normalised, or linked in the console) listed once with each service
 * that uses it. It is required when any service requires it; the first service's copies and format are shown, and a
 * material asked on paper by one and electronically by another is asked in both forms.
 */
export function mergeMaterials(services: ServiceMaterials[], links: MaterialLink[] = []): BundleMaterial[] {
  const groupOf = linkedKeys(links);
  const merged = new Map<string, BundleMaterial>();
  for (const service of services) {
    for (const material of service.materials) {
      const key = groupOf(materialKey(material.name));
      const found = merged.get(key);
      if (!found) {
        merged.set(key, {
          name: material.name,
          copies: material.copies,
          format: material.format,
          required: material.required,
          medium: material.medium,
          note: material.note,
          services: [{ appId: service.appId, name: service.name }],
          shared: false,
        });
        continue;
      }
      found.required ||= material.required;
      if (found.medium !== material.medium) found.medium = MEDIA[2]!;
      if (!found.services.some((used) => used.appId === service.appId)) {
        found.services.push({ appId: service.appId, name: service.name });
        found.shared = true;
      }
    }
  }
  return [...merged.values()];
}
