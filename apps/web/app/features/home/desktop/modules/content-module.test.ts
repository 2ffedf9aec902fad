import { describe, expect, it } from 'vitest';
import { wideBlocks } from './content-module';

const blocks = (...types: number[]) => types.map((showType) => ({ showType }));

describe('wideBlocks', () => {
  it('pairs the lists and gives picture cards the full width', () => {
    expect([...wideBlocks(blocks(2, 1, 1, 1))]).toEqual([]);
    expect([...wideBlocks(blocks(3, 1, 2))]).toEqual([0]);
  });

  it('widens a list that would stand alone in its row, so both columns end level', () => {
    expect([...wideBlocks(blocks(2, 1, 1, 3))].sort()).toEqual([2, 3]);
    expect([...wideBlocks(blocks(1, 3, 1, 1))].sort()).toEqual([0, 1]);
    expect([...wideBlocks(blocks(1))]).toEqual([0]);
  });
});
