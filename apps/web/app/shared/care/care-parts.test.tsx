// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { CareSwitch } from './care-switch';
import { ReadAloud } from './read-aloud';

/** The parts under a root route whose start-up data says whether the page is in the care mode. */
function renderInMode(care: boolean) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ care }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <CareSwitch />
          <div id="guide">
            办理条件：本校在籍学生<span aria-hidden="true">装饰</span>
          </div>
          <ReadAloud target="guide" label="朗读指南" />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

afterEach(() => {
  cleanup();
  document.cookie = 'yz_care=; max-age=0; path=/';
  vi.unstubAllGlobals();
});

describe('the care mode parts (ADR 084)', () => {
  it('offers 长辈版 in the normal look and keeps the choice in the cookie; 朗读 only in the mode', async () => {
    renderInMode(false);
    fireEvent.click(await screen.findByRole('button', { name: '长辈版' }));
    expect(document.cookie).toContain('yz_care=1');
    expect(screen.queryByRole('button', { name: '朗读指南' })).toBeNull();
  });

  it('offers 退出长辈版 in the mode, and reads the guide aloud with the browser’s voice, hidden parts left out', async () => {
    const spoken: string[] = [];
    vi.stubGlobal('speechSynthesis', { speak: (u: { text: string }) => spoken.push(u.text), cancel: () => {} });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        rate = 1;
        constructor(readonly text: string) {}
      },
    );
    renderInMode(true);
    fireEvent.click(await screen.findByRole('button', { name: '退出长辈版' }));
    expect(document.cookie).toContain('yz_care=0');
    fireEvent.click(screen.getByRole('button', { name: '朗读指南' }));
    expect(spoken).toEqual(['办理条件：本校在籍学生']);
    expect(screen.getByRole('button', { name: '停止朗读' })).toBeTruthy();
  });

  it('says so when the browser cannot read aloud', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    renderInMode(true);
    fireEvent.click(await screen.findByRole('button', { name: '朗读指南' }));
    expect(screen.getByRole('status').textContent).toBe('当前浏览器不支持朗读');
  });
});
