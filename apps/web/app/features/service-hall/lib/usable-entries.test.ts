import { describe, expect, it } from 'vitest';
import { usableEntries } from './usable-entries';

describe('usableEntries', () => {
  const types = [
    { typeId: 1, count: 3 },
    { typeId: 2, count: 0 },
    { typeId: 3, count: 1 },
    { typeId: 4, count: 0 },
  ];

  it('leaves out the entries without any service for the viewer, in order', () => {
    expect(usableEntries(types, () => false).map((type) => type.typeId)).toEqual([1, 3]);
  });

  it('keeps the current choice even when it is empty', () => {
    expect(usableEntries(types, (type) => type.typeId === 4).map((type) => type.typeId)).toEqual([1, 3, 4]);
  });
});
