import { describe, expect, it } from 'vitest';
import { mobileLinkOf } from './mobile-links';

describe('mobileLinkOf (issue 10 item 8)', () => {
  it.each([
    ['/service-hall', '/mobile/work'],
    ['/business-system', '/mobile/work'],
    ['/service-hall/details/1024', '/mobile/service-guide/1024'],
    ['/home/special-services/details/7', '/mobile/topic-detail/7'],
    ['/home', '/mobile/home'],
    ['/news', '/mobile/news'],
    ['/news/more/12', '/mobile/news?categoryId=12'],
    ['/news/detail/345', '/mobile/news/detail/345'],
    ['/mobile/work?typeId=3', '/mobile/work?typeId=3'],
    ['/service-hall?typeId=3', '/mobile/work?typeId=3'],
    ['/personal-center', '/mobile/personal-center'],
    ['/personal-center/collect', '/mobile/personal-center'],
    ['/personal-center/recently-used', '/mobile/personal-center'],
    ['/schedule-center', '/mobile/my-schedule/schedule'],
    ['/schedule-center?view=calendar', '/mobile/schedule-detail?view=calendar'],
    ['/schedule-center?from=home&view=calendar', '/mobile/schedule-detail?view=calendar'],
    ['/schedule-center?view=calendarx', '/mobile/my-schedule/schedule?view=calendarx'],
    ['/task-center', '/mobile/task-center'],
    ['/mobile/task-center', '/mobile/task-center'],
    ['https://card.demo-university.edu.cn/', 'https://card.demo-university.edu.cn/'],
    // A business system's entry, asked for the phone's address (一卡通余额 → 一卡通服务平台).
    ['/to-handle-service?appId=222&terminalType=1', '/to-handle-service?appId=222&terminalType=2'],
  ])('sends %s to %s', (link, expected) => {
    expect(mobileLinkOf(link)).toBe(expected);
  });

  it.each([
    // Desktop-only pages: the tile says so instead of a silent bounce.
    '/personal-center/campus-infos',
    'javascript:alert(1)',
    '',
  ])('has no phone page for %s', (link) => {
    expect(mobileLinkOf(link)).toBeNull();
  });
});
