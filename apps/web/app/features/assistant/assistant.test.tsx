import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { ROBOT, type AssistantAnswer, type Intelligence } from '@yizhan/contracts';
import type { Bootstrap } from '../../shared/bootstrap/bootstrap';
import { Assistant } from './assistant';
import { ROBOT_DESTROY_EVENT } from './sdk/sdk-robot';
import type { RobotSite } from './lib/start-rules';

const askAssistant = vi.hoisted(() => vi.fn<(question: string) => Promise<AssistantAnswer>>());
vi.mock('./api/ask', () => ({ askAssistant }));

const builtinConfig: Intelligence = { type: 2, code: 'campus-robot', accessToken: 'access-1', link: ROBOT.builtinLink };
const student = { fid: 100001, uid: '7', userType: 'STUDENT', name: '李明', avatar: '', loginTime: '2026-05-01 08:00' };

const bootstrapWith = (intelligence: Intelligence, user = student) =>
  ({ intelligence, user, openMenus: [], mobileMenus: [] }) as unknown as Bootstrap;

/** The assistant as a layout mounts it, inside a router (its answers are links). */
function renderAssistant(site: RobotSite, bootstrap: Bootstrap) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <Assistant site={site} bootstrap={bootstrap} /> }]);
  return render(<Stub initialEntries={['/home']} />);
}

const launcher = () => screen.findByRole('button', { name: '智能助手' });
const sdkTags = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-robot-sdk]')];

beforeEach(() => {
  vi.stubGlobal('innerWidth', 1440);
  askAssistant.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const tag of sdkTags()) tag.remove();
});

describe('Assistant', () => {
  it('starts the built-in assistant after mounting and destroys it with the layout', async () => {
    const { unmount } = renderAssistant('desktop', bootstrapWith(builtinConfig));
    expect(await launcher()).toHaveProperty('type', 'button');
    unmount();
    expect(screen.queryByRole('button', { name: '智能助手' })).toBeNull();
  });

  it('does not start without its fields and says why in the console', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubGlobal('innerWidth', 390);
    renderAssistant('mobile', bootstrapWith({ ...builtinConfig, link: '' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('[智能助手] 移动端未启动：智能助手配置缺少 link'));
    expect(screen.queryByRole('button', { name: '智能助手' })).toBeNull();
  });

  it('starts nothing in a layout the width rule is about to replace', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubGlobal('innerWidth', 390);
    renderAssistant('desktop', bootstrapWith(builtinConfig));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '智能助手' })).toBeNull();
    expect(info).not.toHaveBeenCalled();
  });

  it('answers with links to the guide pages of its own site; Esc closes and gives focus back', async () => {
    askAssistant.mockResolvedValue({
      text: '为您找到 1 项与「在读证明」相关的服务，点击可查看办事指南：',
      matched: true,
      services: [{ appId: '12', name: '在读证明开具', deptName: '教务处' }],
    });
    for (const [site, width, href] of [
      ['desktop', 1440, '/service-hall/details/12'],
      ['mobile', 390, '/mobile/service-guide/12'],
    ] as const) {
      vi.stubGlobal('innerWidth', width);
      const { unmount } = renderAssistant(site, bootstrapWith(builtinConfig));
      const button = await launcher();
      fireEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: '智能助手' });
      const input = screen.getByRole('textbox', { name: '输入问题' });
      expect(document.activeElement).toBe(input);
      fireEvent.change(input, { target: { value: '怎么开具在读证明？' } });
      fireEvent.click(screen.getByRole('button', { name: '发送' }));
      const link = await screen.findByRole('link', { name: /在读证明开具/ });
      expect(link.getAttribute('href')).toBe(href);
      expect(askAssistant).toHaveBeenLastCalledWith('怎么开具在读证明？', expect.any(AbortSignal));
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      unmount();
    }
  });

  it('says a failure in the chat', async () => {
    askAssistant.mockRejectedValue(new Error('操作过于频繁，请稍后再试'));
    renderAssistant('desktop', bootstrapWith(builtinConfig));
    fireEvent.click(await launcher());
    fireEvent.change(screen.getByRole('textbox', { name: '输入问题' }), { target: { value: '在读证明' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeTruthy();
  });

  it('starts afresh for a new session: nothing of the last conversation stays', async () => {
    askAssistant.mockResolvedValue({ text: '为您找到 1 项', matched: true, services: [] });
    const guest = { ...student, uid: 'guest-1', userType: 'GUEST', loginTime: '2026-05-01 09:00' };
    // The page of a layout whose visitor changes (signed out in another tab, say) without a page load.
    function SessionSwitch() {
      const [user, setUser] = useState(student);
      return (
        <>
          <button type="button" onClick={() => setUser(guest)}>
            换成游客
          </button>
          <Assistant site="desktop" bootstrap={bootstrapWith(builtinConfig, user)} />
        </>
      );
    }
    const Stub = createRoutesStub([{ path: '*', Component: SessionSwitch }]);
    render(<Stub initialEntries={['/home']} />);
    fireEvent.click(await launcher());
    fireEvent.change(screen.getByRole('textbox', { name: '输入问题' }), { target: { value: '我的成绩' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('我的成绩')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '换成游客' }));
    await waitFor(() => expect(screen.queryByText('我的成绩')).toBeNull());
    fireEvent.click(await launcher());
    expect(screen.getByRole('dialog', { name: '智能助手' })).toBeTruthy();
    expect(screen.queryByText('我的成绩')).toBeNull();
  });

  it('loads a third-party SDK with its config on the tag, and removes it when destroyed', async () => {
    const destroyed = vi.fn();
    window.addEventListener(ROBOT_DESTROY_EVENT, destroyed);
    const { unmount } = renderAssistant(
      'desktop',
      bootstrapWith({ ...builtinConfig, link: 'https://robot.example.com/sdk.js' }),
    );
    await waitFor(() => expect(sdkTags()).toHaveLength(1));
    const [tag] = sdkTags();
    expect(tag!.src).toBe('https://robot.example.com/sdk.js');
    expect({ ...tag!.dataset }).toEqual({
      robotSdk: 'desktop',
      robotCode: 'campus-robot',
      robotAccessToken: 'access-1',
    });
    unmount();
    expect(sdkTags()).toEqual([]);
    expect(destroyed).toHaveBeenCalledTimes(1);
    window.removeEventListener(ROBOT_DESTROY_EVENT, destroyed);
  });
});
