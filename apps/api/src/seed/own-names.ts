/**
 * A copy of a seed value in which every string says this unit's names instead of the unit it was copied from: the
 * colleges reuse 示范大学's seed and the district the city's, and their pages must not show the other unit's name
 * (issue 35 item 5). Arrays and plain objects are copied; functions, dates and other values stay as they are.
 */
export function ownNames<T>(value: T, names: Readonly<Record<string, string>>): T {
  const pairs = Object.entries(names);
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return pairs.reduce((text, [from, to]) => text.replaceAll(from, to), item);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      const prototype = Object.getPrototypeOf(item) as unknown;
      if (prototype !== Object.prototype && prototype !== null) return item;
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    }
    return item;
  };
  return walk(value) as T;
}
