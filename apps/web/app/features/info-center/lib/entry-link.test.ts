import { describe, expect, it } from 'vitest';
import { entryLinkOf } from './entry-link';

const origin = 'https://portal.example.edu.cn';
const link = (url: string, sourceUrl = '', site: 'desktop' | 'mobile' = 'desktop') =>
  entryLinkOf({ url, sourceUrl }, site, origin);

describe('entryLinkOf (the 去处理 / 查看 link of an opened notice or message)', () => {
  it('leads to the portal page first, then to the source system', () => {
    expect(link('/service-hall/details/7', '/to-handle-service?appId=3&terminalType=1')).toEqual({
      href: '/service-hall/details/7',
      external: false,
      label: '查看',
    });
    expect(link('', '/to-handle-service?appId=3&terminalType=1')).toEqual({
      href: '/to-handle-service?appId=3&terminalType=1',
      external: false,
      label: '查看',
    });
    expect(link('', '')).toBeNull();
  });

  it('says 去处理 for a task or an approval waiting for the user', () => {
    expect(link('/to-task?id=12&terminalType=1')?.label).toBe('去处理');
    expect(link('/to-approval?id=3&terminalType=1')?.label).toBe('去处理');
    expect(link('/task-center?type=1')?.label).toBe('去处理');
    expect(link('/task-center', '', 'mobile')).toEqual({
      href: '/mobile/task-center',
      external: false,
      label: '去处理',
    });
  });

  it('takes an absolute URL on this site as its path (the live hall answers those), and maps it on the phone', () => {
    expect(link(`${origin}/service-hall/details/7?from=msg#top`)?.href).toBe('/service-hall/details/7?from=msg#top');
    expect(link('', `${origin}/to-handle-service?appId=3&terminalType=1`, 'mobile')).toEqual({
      href: '/to-handle-service?appId=3&terminalType=2',
      external: false,
      label: '查看',
    });
  });

  it('opens another site’s http(s) address as itself, and never anything else', () => {
    expect(link('', 'https://oa.example.edu.cn/doc/1')).toEqual({
      href: 'https://oa.example.edu.cn/doc/1',
      external: true,
      label: '查看',
    });
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/',
      '/\\evil.example',
      'data:text/html,x',
      'https://a@evil.example/',
    ]) {
      expect(link(bad), bad).toBeNull();
    }
    // A page the phone does not have is no link there; the source system still is.
    expect(link('/personal-center/campus-infos', '', 'mobile')).toBeNull();
    expect(link('/personal-center/campus-infos', 'https://oa.example.edu.cn/x', 'mobile')?.href).toBe(
      'https://oa.example.edu.cn/x',
    );
  });
});
