import type { BundleDetail, BundleSummary } from '@yizhan/contracts';
import type { Viewer } from '../../lib/viewer';
import { canSeeApp, type BundleServiceFacts } from '../service-hall';
import { mergeMaterials } from './bundles.merge';
import type { StoredBundle } from './bundles.repository';

/**
 * Whether a step of a bundle is shown to the viewer. A bundle describes a life event to everyone, so a guest sees
 * every service open to all kinds of users (one the hall keeps from guests shows, and asks them to sign in to handle
 * it); a signed-in user sees what the hall shows them. A service off the shelves or for other user types drops out.
 */
const showsStep = (fact: BundleServiceFacts, viewer: Viewer) =>
  viewer.userType === null ? fact.listed && fact.roles.length === 0 : canSeeApp(fact, viewer);

/** A bundle's services the viewer is shown, in the bundle's order. */
export function visibleSteps(bundle: StoredBundle, facts: BundleServiceFacts[], viewer: Viewer) {
  const byId = new Map(facts.map((fact) => [fact.appId, fact]));
  return bundle.appIds.flatMap((appId) => {
    const fact = byId.get(appId);
    return fact && showsStep(fact, viewer) ? [fact] : [];
  });
}

export const toSummary = (bundle: StoredBundle, serviceCount: number): BundleSummary => ({
  id: bundle.id,
  title: bundle.title,
  summary: bundle.summary,
  icon: bundle.icon,
  serviceCount,
});

/** A bundle as a viewer sees it: its steps and one merged material list of those steps. */
export function toDetail(bundle: StoredBundle, steps: BundleServiceFacts[], viewer: Viewer): BundleDetail {
  return {
    ...toSummary(bundle, steps.length),
    steps: steps.map((step) => ({
      appId: step.appId,
      name: step.name,
      deptName: step.deptName,
      summary: step.summary,
      signInFirst: viewer.userType === null && !step.visitorVisible,
    })),
    materials: mergeMaterials(
      steps.map((step) => ({ appId: step.appId, name: step.name, materials: step.materials })),
      bundle.materialLinks,
    ),
  };
}
