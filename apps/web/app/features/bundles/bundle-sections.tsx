import type { LoadedBundle } from './bundle-load';
import { BundleMaterials } from './bundle-materials';
import { BundleProgress } from './bundle-progress';
import { BundleSteps } from './bundle-steps';

interface BundleSectionsProps extends LoadedBundle {
  site: 'desktop' | 'mobile';
  loginHref: string;
}

/**
 * A bundle's three parts, the same on both sites: its steps, the merged material list and the person's progress.
 * Their headings sit one level below the page's title: h2 on the desktop, h3 on the phone (its NavBar holds the h1).
 */
export function BundleSections({ detail, progress, site, loginHref }: BundleSectionsProps) {
  const Heading = site === 'desktop' ? 'h2' : 'h3';
  const id = (part: string) => `yz-bundle-${site}-${part}`;
  return (
    <>
      <section className="yz-bundle__panel" aria-labelledby={id('steps')}>
        <Heading id={id('steps')} className="yz-bundle__subtitle">
          办理步骤（共 {detail.steps.length} 个事项）
        </Heading>
        <BundleSteps steps={detail.steps} site={site} />
      </section>
      <section className="yz-bundle__panel" aria-labelledby={id('materials')}>
        <Heading id={id('materials')} className="yz-bundle__subtitle">
          材料清单（共 {detail.materials.length} 项）
        </Heading>
        <BundleMaterials materials={detail.materials} />
      </section>
      <section className="yz-bundle__panel yz-no-print" aria-labelledby={id('progress')}>
        <Heading id={id('progress')} className="yz-bundle__subtitle">
          我的办理进度
        </Heading>
        <BundleProgress progress={progress} site={site} loginHref={loginHref} />
      </section>
    </>
  );
}
