import { describe, expect, it } from 'vitest';
import { approvalFilters, taskFilters, taskHref, taskLinkHref } from './task-center-paths';

describe('task center addresses', () => {
  it('read the tab and page, falling back to 待办 page 1', () => {
    expect(taskFilters(new URL('http://x/task-center'))).toEqual({ tab: 1, page: 1 });
    expect(taskFilters(new URL('http://x/task-center?type=3&page=2'))).toEqual({ tab: 3, page: 2 });
    expect(taskFilters(new URL('http://x/task-center?type=approval'))).toEqual({ tab: 'approval', page: 1 });
    expect(taskFilters(new URL('http://x/task-center?type=9&page=-1'))).toEqual({ tab: 1, page: 1 });
  });

  it('write them back, leaving out the defaults', () => {
    expect(taskHref('/task-center', 1)).toBe('/task-center');
    expect(taskHref('/task-center', 2, 3)).toBe('/task-center?type=2&page=3');
    expect(taskHref('/task-center', 'approval')).toBe('/task-center?type=approval');
  });

  it('leave through /to-task with the terminal and the way back', () => {
    expect(taskLinkHref(7, true, '/mobile/task-center')).toBe(
      '/to-task?id=7&terminalType=2&back=%2Fmobile%2Ftask-center',
    );
  });

  it('open the 审批 tab on the relation and status a personal-center counter counts', () => {
    const at = (query: string) => approvalFilters(new URL(`http://localhost/task-center?type=approval${query}`));
    expect(at('&aprvType=4&status=1')).toEqual({ aprvType: 4, status: 1 });
    expect(at('&aprvType=1')).toEqual({ aprvType: 1, status: undefined });
    expect(at('&aprvType=9&status=x')).toEqual({ aprvType: undefined, status: undefined });
  });
});
