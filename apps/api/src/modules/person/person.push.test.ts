import { describe, expect, it } from 'vitest';
import { personApi, personPushApi, type PersonDataItem } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { integrationKit } from '../integration/integration.test-kit';
import { DATA_TYPE_UNKNOWN } from './person.push';

const t = useTestApp();
const kit = serviceHallKit(t);
const { keyFor, push } = integrationKit(t);
const endpoint = personPushApi.data;

const items = async (token: string) => (await kit.get(personApi.data.path, token)).body.data as PersonDataItem[];

describe('person-data pushes', () => {
  it('adds a figure once and updates it when the same id comes again', async () => {
    const key = await keyFor(100001, '一卡通系统');
    const student = await kit.login('2023001');
    const before = await items(student);
    const body = {
      externalId: 'card-subsidy',
      user: '2023001',
      dataType: 'card',
      itemName: '本月补助',
      value: '150.00',
      unit: '元',
      updateTime: '2026-11-23 09:00:00',
    };
    const first = await push(endpoint, body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ externalId: 'card-subsidy', created: true, rows: 1 });
    const again = await push(endpoint, { ...body, value: '180.00' }, key);
    expect(again.body.data).toEqual({ externalId: 'card-subsidy', created: false, rows: 1 });

    const after = await items(student);
    expect(after).toHaveLength(before.length + 1);
    const pushed = after.filter((item) => item.itemKey === 'card-subsidy');
    expect(pushed).toEqual([
      expect.objectContaining({
        name: '本月补助',
        value: '180.00',
        unit: '元',
        typeName: '一卡通',
        updateTime: '2026-11-23 09:00',
      }),
    ]);
    // An existing figure is updated in place, and stays a tile.
    await push(
      endpoint,
      {
        externalId: 'card-balance',
        user: '2023001',
        dataType: 'card',
        itemName: '一卡通余额',
        value: '99.99',
        unit: '元',
      },
      key,
    );
    const tiles = (await kit.get(personApi.dataSelect.path, student)).body.data as PersonDataItem[];
    expect(tiles.find((tile) => tile.itemKey === 'card-balance')?.value).toBe('99.99');
    // The teacher's figures are untouched.
    const teacher = await kit.login('T1001');
    expect((await items(teacher)).some((item) => item.itemKey === 'card-subsidy')).toBe(false);
  });

  it('refuses a bad key (401), a malformed body naming the field (400), an unknown type or person', async () => {
    const key = await keyFor(100001, '图书馆系统');
    const body = { externalId: 'library-fine', user: '2023001', dataType: 'library', itemName: '欠款', value: '0.50' };
    expect((await push(endpoint, body, 'yzk_not-a-key')).status).toBe(401);
    expect((await push(endpoint, body, undefined)).status).toBe(401);
    const malformed = await push(endpoint, { ...body, value: '' }, key);
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe('数值不能为空');
    const unknownType = await push(endpoint, { ...body, dataType: 'canteen' }, key);
    expect(unknownType.body).toMatchObject({ success: false, code: 400, msg: DATA_TYPE_UNKNOWN });
    const unknownUser = await push(endpoint, { ...body, user: '2099999' }, key);
    expect(unknownUser.status).toBe(400);
    expect(unknownUser.body.msg).toContain('2099999 不存在');
    // Another unit's key is no key here.
    const govKey = await keyFor(200001, '社保系统');
    expect((await push(endpoint, body, govKey)).status).toBe(401);
  });
});
