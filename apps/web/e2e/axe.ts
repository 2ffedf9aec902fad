import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The part of a page to check: a CSS selector to include (the whole page when absent) and one to leave out. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * The serious and critical WCAG 2.1 AA violations (ux.md) of a page or of a part of it, one line each: rule, impact
 * and the elements. A spec checks its own page's content; the frame (header menu, footer) is a11y.spec.ts's.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
