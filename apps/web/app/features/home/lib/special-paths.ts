/** The special-services list a path belongs to: /home/special-services or /service-hall/special-services. */
export function specialListPath(pathname: string): string {
  const list = pathname.replace(/\/+$/, '').replace(/\/details\/[^/]*$/, '');
  return list || '/home/special-services';
}

/** The details page of a special, under the same prefix as the list or details page the visitor is on. */
export const specialDetailsPath = (pathname: string, id: number): string =>
  `${specialListPath(pathname)}/details/${id}`;

/** Whether the special pages are shown inside the service hall (for the breadcrumb). */
export const isServiceHallSpecial = (pathname: string): boolean => pathname.startsWith('/service-hall/');
