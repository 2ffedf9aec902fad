import { describe, expect, it } from 'vitest';
import { mobileUrlOf } from './mobile-url';

describe('mobileUrlOf', () => {
  it.each([
    ['/news/detail/12', '/mobile/news/detail/12'],
    ['/service-hall/details/7', '/mobile/service-guide/7'],
    ['/to-handle-service?appId=3&terminalType=1', '/to-handle-service?appId=3&terminalType=2'],
    ['/mobile/work', '/mobile/work'],
    ['/info-center', '/mobile/notice'],
    ['/task-center', '/mobile/task-center'],
    ['/personal-center/campus-infos', null],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['', null],
  ])('%s → %s', (url, expected) => {
    expect(mobileUrlOf(url)).toBe(expected);
  });
});
