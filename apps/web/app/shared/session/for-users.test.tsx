import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { ForUsers } from './for-users';

function renderAs(userType: 'GUEST' | 'STUDENT') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: { userType } }),
      HydrateFallback: () => null,
      Component: () => (
        <div>
          <span>公开内容</span>
          <ForUsers>
            <span>用户内容</span>
          </ForUsers>
        </div>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('ForUsers', () => {
  it('hides its content from tourists', async () => {
    renderAs('GUEST');
    expect(await screen.findByText('公开内容')).toBeTruthy();
    expect(screen.queryByText('用户内容')).toBeNull();
  });

  it('shows its content to signed-in users', async () => {
    renderAs('STUDENT');
    expect(await screen.findByText('用户内容')).toBeTruthy();
  });
});
