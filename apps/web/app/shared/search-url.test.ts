import { describe, expect, it } from 'vitest';
import { cleanKeyword, mobileAiSearchHref, searchHref, searchParamsOf } from './search-url';

const parse = (query: string) => searchParamsOf(new URLSearchParams(query));

describe('search addresses', () => {
  it('reads the keyword, kind and page of an address', () => {
    expect(parse('keyword=%20奖学金%20&kind=news&page=3')).toEqual({ keyword: '奖学金', tab: 'news', page: 3 });
    expect(parse('')).toEqual({ keyword: '', tab: 'all', page: 1 });
  });

  it('takes an unknown kind as 全部 and a bad page as page 1', () => {
    expect(parse('keyword=a&kind=users&page=2')).toEqual({ keyword: 'a', tab: 'all', page: 1 });
    for (const page of ['0', '-1', '1.5', 'abc', '1001']) {
      expect(parse(`keyword=a&kind=service&page=${page}`).page).toBe(1);
    }
  });

  it('cuts a keyword to 100 characters, counting a character outside the BMP once', () => {
    expect(cleanKeyword('学'.repeat(120))).toHaveLength(100);
    expect([...cleanKeyword('𠮷'.repeat(120))]).toHaveLength(100);
  });

  it('writes the address of a search, leaving out what is the default', () => {
    expect(searchHref('/search', '奖学金')).toBe('/search?keyword=%E5%A5%96%E5%AD%A6%E9%87%91');
    expect(searchHref('/search', 'a&b', { tab: 'news', page: 2 })).toBe('/search?keyword=a%26b&kind=news&page=2');
    expect(searchHref('/mobile/search', 'x', { tab: 'service', page: 1 })).toBe(
      '/mobile/search?keyword=x&kind=service',
    );
    expect(searchHref('/search', '   ')).toBe('/search');
  });

  it('asks the AI search the keyword', () => {
    expect(mobileAiSearchHref('学生证 补办')).toBe(
      '/mobile/search/ai-search?q=%E5%AD%A6%E7%94%9F%E8%AF%81%20%E8%A1%A5%E5%8A%9E',
    );
    expect(mobileAiSearchHref('')).toBe('/mobile/search/ai-search');
  });
});
