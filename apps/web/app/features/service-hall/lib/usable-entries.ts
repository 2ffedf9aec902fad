/**
 * The categories or departments worth offering a viewer: those with at least one service the viewer may see (the
 * API counts per viewer), so no choice leads to 共 0 项. The current choice stays, so the page still says what it
 * is filtered by.
 */
export function usableEntries<T extends { count: number }>(
  entries: readonly T[],
  isCurrent: (entry: T) => boolean,
): T[] {
  return entries.filter((entry) => entry.count > 0 || isCurrent(entry));
}
