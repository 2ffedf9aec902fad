import { describe, expect, it } from 'vitest';
import { readableLink } from './links';

describe('readableLink', () => {
  it('shows escaped Chinese as text and keeps what escapes a reserved character', () => {
    expect(
      readableLink('http://localhost:3100/business/campus/pc/jwxt?name=%E6%88%90%E7%BB%A9%E6%9F%A5%E8%AF%A2'),
    ).toBe('http://localhost:3100/business/campus/pc/jwxt?name=成绩查询');
    expect(readableLink('https://a.cn/?q=a%26b')).toBe('https://a.cn/?q=a%26b');
  });

  it('leaves a broken escape as stored', () => {
    expect(readableLink('https://a.cn/%E6%88')).toBe('https://a.cn/%E6%88');
  });
});
