import { describe, expect, it } from 'vitest';
import {
  infoCenterApi,
  noticeApi,
  personMessageApi,
  type InfoItem,
  type NoticeConfig,
  type UserNoticeType,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { infoCenterCalls } from './info-center.test-kit';

const t = useTestApp();
const kit = serviceHallKit(t);
const GOV = 'gov.localhost';

const { ok, messages, notices, show, info, open } = infoCenterCalls(kit);

describe('guests', () => {
  it('see the unit’s notice config and no bell; every personal call answers 401', async () => {
    const config = await ok<NoticeConfig>(kit.get(noticeApi.config.path));
    expect(config).toMatchObject({ title: '消息通知', show: 1, pageSize: 10 });
    expect(config.types.map((type) => [type.name, type.receive])).toEqual([
      ['学校通知', 1],
      ['教务通知', 1],
      ['办事进度', 1],
      ['系统通知', 1],
    ]);
    expect(await show()).toEqual({ show: 0, unreadCount: 0, latest: [] });
    const guest = await kit.guest();
    for (const path of [
      personMessageApi.list.path,
      noticeApi.types.path,
      `${noticeApi.url.path}?noticeId=1`,
      infoCenterApi.list.path,
    ]) {
      expect((await kit.get(path, guest)).body, path).toMatchObject({ success: false, code: 401 });
    }
    for (const path of [noticeApi.info.path, infoCenterApi.readAll.path, noticeApi.saveConfig.path]) {
      const body = path === noticeApi.saveConfig.path ? { typeIds: [] } : {};
      expect((await kit.post(path, body, guest)).body, path).toMatchObject({ success: false, code: 401 });
    }
  });
});

describe('getPersonMessage', () => {
  it('answers the live hall’s shape: messageList with its ten fields, and unReadCount', async () => {
    const student = await kit.login('2023001');
    const all = await messages(student);
    expect(Object.keys(all).sort()).toEqual(['messageList', 'unReadCount']);
    expect(all.messageList.length).toBe(5);
    expect(all.unReadCount).toBe(3);
    for (const item of all.messageList) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'content',
          'createrName',
          'idCode',
          'logo',
          'read',
          'sendTime',
          'sourceType',
          'sourceUrl',
          'title',
          'url',
        ].sort(),
      );
      expect(item.idCode).toMatch(/^\d+$/);
      expect(item.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect([0, 1]).toContain(item.read);
      // Links stay in the demo: a portal page, or a business system through the leave-the-portal notice — absolute
      // on the portal's own origin, so a client of the live hall on another origin follows them here.
      for (const link of [item.url, item.sourceUrl])
        expect(link === '' || link.startsWith('http://localhost/')).toBe(true);
      if (item.sourceUrl) {
        expect(item.sourceUrl).toMatch(/^http:\/\/localhost\/to-handle-service\?appId=\d+&terminalType=1$/);
      }
    }
    const times = all.messageList.map((item) => item.sendTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.messageList[0]).toMatchObject({
      title: '《数据结构》第 9 次作业成绩已发布',
      sourceType: '教务系统',
      read: 0,
    });
    const unread = await messages(student, 'read=0');
    expect(unread.messageList.every((item) => item.read === 0)).toBe(true);
    expect(unread.messageList).toHaveLength(3);
    expect((await messages(student, 'read=1')).messageList.every((item) => item.read === 1)).toBe(true);
    expect((await messages(student, 'page=2&pageSize=2')).messageList).toHaveLength(2);
    expect((await messages(student, 'page=100&pageSize=2')).messageList).toEqual([]);
  });

  it.each([
    ['read=2', '阅读状态只能是 0（未读）或 1（已读）'],
    ['page=0', '页码从 1 开始'],
    ['page=10001', '页码不能超过 10000'],
    ['pageSize=-1', '每页条数至少为 1'],
    ['pageSize=2.5', '每页条数格式不正确'],
    ['pageSize=x', '每页条数'],
  ])('refuses %s with a Chinese 400', async (query, message) => {
    const student = await kit.login('2023001');
    const { status, body } = await kit.get(`${personMessageApi.list.path}?${query}`, student);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400 });
    expect(body.msg).toContain(message);
  });
});

describe('notices', () => {
  it('lists a user’s notices by type with counts, opens one (marked read, the bell falls) and pages', async () => {
    const student = await kit.login('2023001');
    const types = await ok<UserNoticeType[]>(kit.get(noticeApi.types.path, student));
    expect(types.map((type) => [type.name, type.total, type.unreadCount])).toEqual([
      ['学校通知', 2, 1],
      ['教务通知', 2, 1],
      ['办事进度', 1, 0],
      ['系统通知', 1, 1],
    ]);
    const all = await notices(student);
    expect(all.total).toBe(6);
    expect(all.unReadCount).toBe(3);
    const teaching = await notices(student, { typeId: types[1]!.typeId });
    expect(teaching.list.every((item) => item.typeName === '教务通知')).toBe(true);
    const unread = await notices(student, { read: 0, pageSize: 100 });
    expect(unread.list.map((item) => item.read)).toEqual([0, 0, 0]);
    expect((await notices(student, { page: 2, pageSize: 4 })).list).toHaveLength(2);
    expect(await notices(student, { page: 50, pageSize: 4 })).toMatchObject({ list: [], total: 6 });

    const before = await show(student);
    expect(before.show).toBe(1);
    expect(before.unreadCount).toBe(6); // 3 notices and 3 messages
    expect(before.latest.length).toBe(5);
    const target = unread.list.find((item) => item.hasUrl === 1)!;
    const opened = await ok<{ url: string; read: number; unreadCount: number }>(open(student, target.noticeId));
    expect(opened).toEqual({ url: expect.stringMatching(/^\/service-hall\/details\/\d+$/), read: 1, unreadCount: 5 });
    // Opening twice counts once.
    expect((await ok<{ unreadCount: number }>(open(student, target.noticeId))).unreadCount).toBe(5);
    expect((await show(student)).unreadCount).toBe(5);
    expect((await notices(student)).unReadCount).toBe(2);
  });

  it('R5: a notice link followed from another site answers the link but marks nothing read (issue 35)', async () => {
    const student = await kit.login('2023001');
    const [target] = (await notices(student, { read: 0 })).list;
    const bell = (await show(student)).unreadCount;
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await t.app.inject({
        url: `${noticeApi.url.path}?noticeId=${target!.noticeId}`,
        headers: { host: 'localhost', authorization: `Bearer ${student}`, 'sec-fetch-site': site },
      });
      expect(response.json(), site).toMatchObject({ success: true, data: { read: 0, unreadCount: bell } });
    }
    expect((await notices(student, { read: 0 })).list.map((item) => item.noticeId)).toContain(target!.noticeId);
    expect((await show(student)).unreadCount).toBe(bell);
  });

  it('keeps users and units apart: nobody opens or sees another’s notice or message', async () => {
    const student = await kit.login('2023001');
    const teacher = await kit.login('T1001');
    const citizen = await kit.login('citizen', GOV);
    const mine = (await info(student, 'pageSize=100')).list.filter((item) => item.kind !== 'news');
    const theirs = (await info(teacher, 'pageSize=100')).list.filter((item) => item.kind !== 'news');
    const govs = (await info(citizen, 'pageSize=100', GOV)).list;
    const ids = (items: InfoItem[]) => new Set(items.map((item) => item.id));
    expect([...ids(mine)].some((id) => ids(theirs).has(id) || ids(govs).has(id))).toBe(false);
    expect(theirs.some((item) => item.summary.includes('王芳老师'))).toBe(true);
    expect(mine.some((item) => item.summary.includes('王芳'))).toBe(false);
    expect(govs.every((item) => !item.title.includes('示范大学'))).toBe(true);
    // Another user's id is 通知不存在, and it stays unread for its owner.
    const victim = theirs.find((item) => item.read === 0)!;
    expect((await open(student, victim.id)).body).toMatchObject({ success: false, code: 404, msg: '通知不存在' });
    expect((await open(citizen, victim.id, GOV)).body).toMatchObject({ success: false, code: 404 });
    const still = (await info(teacher, 'pageSize=100')).list.find((item) => item.id === victim.id)!;
    expect(still.read).toBe(0);
    // A token of one unit is not a session on another.
    expect((await kit.get(personMessageApi.list.path, student, GOV)).body).toMatchObject({ success: false, code: 401 });
  });

  it('refuses bad input with a Chinese 400', async () => {
    const student = await kit.login('2023001');
    const [govType] = (await ok<NoticeConfig>(kit.get(noticeApi.config.path, undefined, GOV))).types;
    for (const [path, query, message] of [
      [noticeApi.url.path, 'noticeId=abc', '通知编号必须是数字编号'],
      [noticeApi.url.path, '', '通知编号不能为空'],
      [noticeApi.url.path, 'noticeId=99999999999', '通知编号'],
      [infoCenterApi.list.path, 'kind=mail', '类别不在可选范围内'],
      [infoCenterApi.list.path, 'read=yes', '阅读状态'],
    ] as const) {
      const { status, body } = await kit.get(`${path}?${query}`, student);
      expect(status, `${path}?${query}`).toBe(400);
      expect(body.msg).toContain(message);
    }
    for (const [path, payload, message] of [
      [noticeApi.info.path, { typeId: 'x' }, '分类'],
      [noticeApi.info.path, { read: 3 }, '阅读状态'],
      [noticeApi.info.path, { pageSize: -5 }, '每页条数至少为 1'],
      [noticeApi.info.path, { page: 0 }, '页码从 1 开始'],
      [noticeApi.info.path, { typeId: govType!.typeId }, '通知类型不存在'],
      [noticeApi.saveConfig.path, { typeIds: [1, 1] }, '不能重复'],
      [noticeApi.saveConfig.path, { typeIds: [govType!.typeId] }, '通知类型不存在'],
      [noticeApi.saveConfig.path, {}, '通知类型不能为空'],
      [infoCenterApi.readAll.path, { kind: 'x' }, '类别'],
    ] as const) {
      const { status, body } = await kit.post(path, payload, student);
      expect(status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(body.msg).toContain(message);
    }
  });

  it('reminds only of the types the user keeps: a muted type leaves the bell but stays listed', async () => {
    const teacher = await kit.login('T1001');
    const config = await ok<NoticeConfig>(kit.get(noticeApi.config.path, teacher));
    const before = (await show(teacher)).unreadCount;
    const kept = config.types.filter((type) => type.name !== '办事进度').map((type) => type.typeId);
    const saved = await ok<NoticeConfig>(kit.post(noticeApi.saveConfig.path, { typeIds: kept }, teacher));
    expect(saved.types.find((type) => type.name === '办事进度')!.receive).toBe(0);
    expect((await ok<NoticeConfig>(kit.get(noticeApi.config.path, teacher))).types.map((t) => t.receive)).toEqual(
      saved.types.map((type) => type.receive),
    );
    const after = await show(teacher);
    expect(after.unreadCount).toBe(before - 1);
    expect(after.latest.some((item) => item.typeName === '办事进度')).toBe(false);
    expect((await notices(teacher)).list.some((item) => item.typeName === '办事进度')).toBe(true);
    await kit.post(noticeApi.saveConfig.path, { typeIds: config.types.map((type) => type.typeId) }, teacher);
    expect((await show(teacher)).unreadCount).toBe(before);
  });
});
