import { describe, expect, it } from 'vitest';
import { serviceHallApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from './service-hall.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const path = serviceHallApi.mobileCode.path;

describe('getAppMobileCode (issue 35 item 4: a service only the phone opens, scanned from the desktop)', () => {
  it('answers the service guide on the phone, on this unit’s origin, and its QR code as an SVG', async () => {
    const student = await kit.login('2023001');
    const app = await kit.findByName('校园卡补办', student);
    const { status, body } = await kit.get(`${path}?appId=${app.appId}`, student);
    expect(status).toBe(200);
    expect(body.data.url).toBe(`http://localhost/mobile/service-guide/${app.appId}`);
    expect(body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.data.image.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
  });

  it('refuses an unknown service and a malformed id in Chinese', async () => {
    const guest = await kit.guest();
    const missing = await kit.get(`${path}?appId=99999999`, guest);
    expect(missing).toMatchObject({ status: 404, body: { success: false, code: 404 } });
    expect(missing.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const bad = await kit.get(`${path}?appId=abc`, guest);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
