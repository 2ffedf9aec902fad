import { describe, expect, it } from 'vitest';
import { isServiceHallSpecial, specialDetailsPath, specialListPath } from './special-paths';

describe('special paths', () => {
  it('keeps the prefix of the page the visitor is on', () => {
    expect(specialDetailsPath('/home/special-services', 3)).toBe('/home/special-services/details/3');
    expect(specialDetailsPath('/service-hall/special-services/', 3)).toBe('/service-hall/special-services/details/3');
  });

  it('finds the list of a details page', () => {
    expect(specialListPath('/service-hall/special-services/details/12')).toBe('/service-hall/special-services');
    expect(specialListPath('/home/special-services/details/12/')).toBe('/home/special-services');
    expect(isServiceHallSpecial('/service-hall/special-services/details/12')).toBe(true);
    expect(isServiceHallSpecial('/home/special-services')).toBe(false);
  });
});
