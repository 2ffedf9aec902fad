// Where a service's guide lives on each site: shared by the service hall, the home page and the assistant.

/** The guide of a service on the desktop site: the service hall's detail page. */
export const desktopGuidePath = (appId: string) => `/service-hall/details/${appId}`;

/** The guide of a service on the mobile site. */
export const mobileGuidePath = (appId: string) => `/mobile/service-guide/${appId}`;

/** The bundles (一件事) of the unit, and one of them, on each site (ADR 089). */
export const bundleListPath = (site: 'desktop' | 'mobile') =>
  site === 'desktop' ? '/service-hall/bundles' : '/mobile/service-hall/bundles';
export const bundlePath = (site: 'desktop' | 'mobile', id: number | string) => `${bundleListPath(site)}/${id}`;
