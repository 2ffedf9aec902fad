import { describe, expect, it } from 'vitest';
import { careChoice, careModeOn } from './care-mode';

describe('the care mode choice (长辈版, ADR 084)', () => {
  it('is the visitor’s cookie when they chose, else the unit’s default', () => {
    expect(careChoice('1')).toBe('on');
    expect(careChoice('0')).toBe('off');
    expect(careChoice(undefined)).toBe('unit');
    expect(careChoice('true')).toBe('unit');
    expect(careModeOn('1', false)).toBe(true);
    expect(careModeOn('0', true)).toBe(false);
    expect(careModeOn(undefined, true)).toBe(true);
    expect(careModeOn(undefined, false)).toBe(false);
    expect(careModeOn('', true)).toBe(true);
  });
});
