import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, textContent } from 'domutils';
import { useSsrHost } from '../test/ssr-host';

// The personal center's pages as a browser meets them, rendered on the server (ADR 040).
const t = useSsrHost();
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const elements = (html: string) => findAll(() => true, parseDocument(html).children);
const region = (html: string, id: string) => {
  const found = elements(html).find((node) => node.attribs.id === id);
  expect(found, id).toBeDefined();
  // The heading's id names its section: the section is its parent's parent (the panel head sits between).
  let node = found!.parent;
  while (node && 'name' in node && node.name !== 'section') node = node.parent;
  return textContent(node as never);
};

describe('/personal-center', () => {
  it('sends a guest to sign in', async () => {
    const { status, headers } = await t.page('/personal-center');
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/login?redirect=%2Fpersonal-center');
  });

  it('shows the person with masked numbers, work, data tiles, messages, OA, apps and assets', async () => {
    const { cookie } = await t.signIn('T1001');
    const { status, html } = await t.page('/personal-center', { headers: { cookie } });
    expect(status).toBe(200);
    expect(html).not.toContain('建设中');
    const profile = region(html, 'yz-pc-profile-name');
    expect(profile).toContain('王芳');
    expect(profile).toContain('139****5678');
    expect(profile).toContain('320***********4321');
    // The full numbers are nowhere in the page, nor in the data it carries for hydration.
    expect(html).not.toContain('13987655678');
    expect(html).not.toContain('320102198507154321');
    expect(region(html, 'yz-pc-work')).toMatch(/待我审批.*我发起的·审批中.*未读消息.*未读通知/);
    expect(region(html, 'yz-pc-data')).toMatch(/238\.00元.*一卡通余额.*7本.*在借图书/);
    expect(region(html, 'yz-pc-assets')).toContain('共 5 件，原值合计 28077.00 元');
    expect(region(html, 'yz-pc-oa')).toContain('进入协同办公（OA）');
    expect(region(html, 'yz-pc-messages')).toMatch(/条未读|没有未读消息/);
  });
});

describe('/personal-center/campus-infos', () => {
  it('lists every data type of the unit with the person’s figures, in the view layout', async () => {
    const { cookie } = await t.signIn('2023001');
    const { status, html } = await t.page('/personal-center/campus-infos', { headers: { cookie } });
    expect(status).toBe(200);
    const headings = elements(html)
      .filter((node) => node.name === 'h2')
      .map((node) => textContent(node));
    expect(headings).toEqual(['一卡通', '图书馆', '校园网', '教务', '宿舍']);
    expect(html).toContain('7 号楼 512 室');
    // No site frame: the view layout has no header (its name may be in the page's inline styles, the 长辈版's).
    expect(html).not.toMatch(/class="[^"]*\byz-header\b/);
    expect(textContent(elements(html).find((node) => node.attribs.class === 'yz-ci__back')!)).toContain('返回个人中心');
  });

  it('leads back to 我的 when opened from the phone', async () => {
    const { cookie } = await t.signIn('2023001', { redirect: '/mobile/personal-center' });
    const { html } = await t.page('/personal-center/campus-infos?from=mobile', {
      headers: { cookie, 'user-agent': PHONE },
    });
    const back = elements(html).find((node) => node.attribs.class === 'yz-ci__back')!;
    expect(back.attribs.href).toBe('/mobile/personal-center');
  });
});

describe('/mobile/personal-center', () => {
  it('shows the person’s data tiles and 更换头像', async () => {
    const { cookie } = await t.signIn('2023001', { redirect: '/mobile/personal-center' });
    const { status, html } = await t.page('/mobile/personal-center', { headers: { cookie, 'user-agent': PHONE } });
    expect(status).toBe(200);
    expect(html).toContain('更换头像');
    expect(region(html, 'yz-mpc-data-title')).toMatch(/56\.30元.*一卡通余额.*3本.*在借图书.*12\.50元.*网费余额/);
  });
});
