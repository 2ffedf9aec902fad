import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { TaskItem } from '@yizhan/contracts';
import { TaskRow } from './task-row';

afterEach(cleanup);

const task = (overrides: Partial<TaskItem> = {}): TaskItem => ({
  id: 7,
  title: '提交 2026 年度家庭经济困难认定材料',
  content: '请上传家庭情况调查表。',
  source: '学工管理系统',
  sponsor: '计算机学院学工办',
  status: 1,
  statusName: '待处理',
  dueTime: '2026-11-21 17:00:00',
  overdue: 0,
  hasLink: 1,
  insertTime: '2026-11-18 09:00:00',
  updateTime: '2026-11-20 10:00:00',
  completeTime: '',
  ...overrides,
});

function show(item: TaskItem) {
  const Stub = createRoutesStub([
    {
      path: '/task-center',
      Component: () => (
        <ul>
          <TaskRow item={item} back="/task-center?type=1" />
        </ul>
      ),
    },
  ]);
  render(<Stub initialEntries={['/task-center']} />);
  return screen.getByRole('listitem');
}

describe('TaskRow', () => {
  it('marks an overdue task and its due time, and leaves for its system through /to-task', () => {
    const row = show(task({ overdue: 1 }));
    expect(row.className).toContain('yz-task__item--overdue');
    expect(screen.getByText('已逾期')).toBeTruthy();
    expect(row.querySelector('.yz-task__due--overdue')?.textContent).toContain('2026-11-21 17:00');
    const link = screen.getByRole('link', { name: task().title });
    expect(link.getAttribute('href')).toBe('/to-task?id=7&terminalType=1&back=%2Ftask-center%3Ftype%3D1');
  });

  it('shows a task on time plainly, a task without a page as text, and a completed one with its time', () => {
    const row = show(task({ hasLink: 0, status: 3, statusName: '已完成', completeTime: '2026-11-22 08:30:00' }));
    expect(row.className).not.toContain('overdue');
    expect(screen.queryByText('已逾期')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(row.textContent).toContain('完成于 2026-11-22 08:30');
    expect(row.textContent).toContain('已完成');
  });
});
