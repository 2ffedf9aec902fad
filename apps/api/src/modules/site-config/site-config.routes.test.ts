import { describe, expect, it } from 'vitest';
import { siteConfigApi } from '@yizhan/contracts';
import { getJson, useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('start-up configuration', () => {
  it('answers the unit config of the host in the envelope', async () => {
    const { status, body, headers } = await getJson(t.app, siteConfigApi.unitConfig.path);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body).toMatchObject({ success: true, code: 200, msg: '操作成功' });
    expect(body.data).toEqual({
      fid: 100001,
      unitName: '示范大学',
      logo: '/assets/demo/logo-university.svg',
      template: 1,
      specialStyle: 0,
      careByDefault: false,
      bottomMediaStyle: 1,
      mobileTabsWorkAndMineOnly: false,
      frameOrigins: ['http://localhost:3100'],
      bridgeScriptUrl: '/bridge/yizhan-bridge.js',
    });
  });

  it('resolves another unit from its own domain and never mixes the two', async () => {
    const campus = await getJson(t.app, siteConfigApi.themes.path, 'localhost');
    const gov = await getJson(t.app, siteConfigApi.themes.path, 'gov.localhost:3000');
    expect(campus.body.data).toContainEqual({
      type: 2,
      labelName: '示范大学一站式服务大厅',
      labelLogo: expect.any(String),
    });
    expect(gov.body.data).toContainEqual({ type: 2, labelName: '示范市政务服务网', labelLogo: expect.any(String) });
    expect(JSON.stringify(gov.body.data)).not.toContain('示范大学');
  });

  it('serves the global config as a list whose first element applies', async () => {
    const { body } = await getJson(t.app, siteConfigApi.globalConfig.path, 'gov.localhost');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ topBackground: '#b3261e', bottomFilingFont: expect.stringMatching(/^#/) });
    expect(body.data[0]).not.toHaveProperty('fid');
  });

  it('serves the special-style switch under both spellings of the path', async () => {
    for (const url of [
      '/pedesta/unitConfig/switchSpecialStyle?type=1',
      '/pedestal/unitConfig/switchSpecialStyle?type=2',
    ]) {
      const { status, body } = await getJson(t.app, url);
      expect(status).toBe(200);
      expect(body.data).toEqual({ specialStyle: 0 });
    }
  });

  it('answers every base-config call with success', async () => {
    for (const endpoint of Object.values(siteConfigApi)) {
      const { status, body } = await getJson(t.app, endpoint.path);
      expect(status, endpoint.path).toBe(200);
      expect(body.success, endpoint.path).toBe(true);
    }
  });

  it('gives media of the requested footer style only', async () => {
    const styleOne = await getJson(t.app, `${siteConfigApi.media.path}?style=1`);
    const styleTwo = await getJson(t.app, `${siteConfigApi.media.path}?style=2`);
    expect(styleOne.body.data.length).toBeGreaterThan(0);
    expect(styleTwo.body.data).toEqual([]);
  });

  it("defaults the media style to the unit's own bottomMediaStyle", async () => {
    const gov = await getJson(t.app, siteConfigApi.media.path, 'gov.localhost');
    expect(gov.body.data.map((item: { name: string }) => item.name)).toEqual(['示范市政务服务公众号']);
  });

  it('gives the home modules of a template with their children', async () => {
    const { body } = await getJson(t.app, `${siteConfigApi.homeModules.path}?template=1`);
    const statistic = body.data.find((module: { sign: string }) => module.sign === 'statistic');
    expect(statistic.children.map((child: { sign: string }) => child.sign)).toEqual([
      'homeStatistic',
      'searchStatistic',
    ]);
  });

  it('rejects a malformed query parameter with a 400 naming the field in Chinese', async () => {
    const { status, body } = await getJson(t.app, `${siteConfigApi.homeModules.path}?template=abc`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400, data: null });
    expect(body.msg).toContain('模板');
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('rejects an out-of-range template', async () => {
    const { status } = await getJson(t.app, `${siteConfigApi.homeModules.path}?template=9`);
    expect(status).toBe(400);
  });

  it('gives no intelligence config to a unit without a robot', async () => {
    const { body } = await getJson(t.app, siteConfigApi.intelligence.path, 'gov.localhost');
    expect(body.data).toBeNull();
  });
});

describe('unknown hosts and paths', () => {
  it('answers an unknown host with a 404 envelope and no other unit data', async () => {
    const { status, body } = await getJson(t.app, siteConfigApi.unitConfig.path, 'evil.example.com');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404 });
    expect(body.msg).toContain('evil.example.com');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await getJson(t.app, '/homepage/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404, msg: '接口不存在' });
  });

  it('ignores X-Forwarded-Host from an untrusted client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: siteConfigApi.unitConfig.path,
      headers: { host: 'localhost', 'x-forwarded-host': 'gov.localhost' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.json().data.fid).toBe(100001);
  });

  it('believes X-Forwarded-Host from a trusted proxy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: siteConfigApi.unitConfig.path,
      headers: { host: 'localhost', 'x-forwarded-host': 'gov.localhost' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.json().data.fid).toBe(200001);
  });
});
