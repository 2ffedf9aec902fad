import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@yizhan/contracts';
import { readWorkQuery, workSearchParams } from './work-query';

const read = (query: string) => readWorkQuery(new URLSearchParams(query));

describe('readWorkQuery', () => {
  it('reads the type and the keyword', () => {
    expect(read('typeId=3&keyword=%E5%AD%A6%E7%B1%8D')).toEqual({ typeId: 3, keyword: '学籍' });
  });

  it('treats an empty or malformed type as 全部', () => {
    for (const query of ['', 'typeId=', 'typeId=0', 'typeId=-1', 'typeId=abc', 'typeId=1.5', 'typeId=9999999999']) {
      expect(read(query).typeId).toBeUndefined();
    }
  });

  it('trims the keyword, drops a blank one and cuts it to the search limit', () => {
    expect(read('keyword=%20%20')).toEqual({});
    expect(read('keyword=%20%E8%AF%81%E6%98%8E%20')).toEqual({ keyword: '证明' });
    const long = '办'.repeat(SEARCH_MAX_LENGTH + 20);
    expect(read(`keyword=${encodeURIComponent(long)}`).keyword).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('workSearchParams', () => {
  it('writes only what is set', () => {
    expect(workSearchParams({}).toString()).toBe('');
    expect(workSearchParams({ typeId: 2 }).toString()).toBe('typeId=2');
    expect(workSearchParams({ typeId: 2, keyword: '证 明' }).toString()).toBe('typeId=2&keyword=%E8%AF%81+%E6%98%8E');
  });

  it('reads back what it wrote', () => {
    const query = { typeId: 5, keyword: '奖学金 & 助学金' };
    expect(readWorkQuery(workSearchParams(query))).toEqual(query);
  });
});
