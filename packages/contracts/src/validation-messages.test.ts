import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import type { Endpoint } from './envelope';
import { FIELD_LABELS, fieldLabel, fieldMessage, setChineseValidationMessages } from './validation-messages';

setChineseValidationMessages();

/** The message a request would get for `value`: the first issue, as the API words it. */
function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation failure');
  const issue = result.error.issues[0]!;
  return fieldMessage(issue.path, issue.message);
}

const endpoints = Object.values(contracts).flatMap((group) =>
  typeof group === 'object' && group !== null && !(group instanceof z.ZodType)
    ? Object.values(group).filter(
        (member): member is Endpoint => typeof member === 'object' && member !== null && 'path' in member,
      )
    : [],
);

/** The field names of an object schema (optional and defaulted wrappers included). */
const fieldsOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];

describe('validation messages', () => {
  it('name every field of every contract in Chinese', () => {
    const missing = endpoints.flatMap((endpoint) =>
      [...fieldsOf(endpoint.query), ...fieldsOf(endpoint.body)]
        .filter((field) => !FIELD_LABELS[field])
        .map((field) => `${endpoint.path} ${field}`),
    );
    expect(missing).toEqual([]);
    for (const label of Object.values(FIELD_LABELS)) expect(label).toMatch(/^\p{Script=Han}+$/u);
  });

  it('say which field and what is wrong, in one sentence', () => {
    const body = z.object({ username: z.string(), page: z.coerce.number().int().min(1).max(50) });
    expect(messageOf(body, { page: 1 })).toBe('账号不能为空');
    expect(messageOf(body, { username: 'a', page: 0 })).toBe('页码不能小于 1');
    expect(messageOf(body, { username: 'a', page: 51 })).toBe('页码不能大于 50');
    expect(messageOf(body, { username: 'a', page: 'x' })).toBe('页码格式不正确');
    expect(messageOf(z.object({ keyword: z.string().max(3) }), { keyword: 'abcd' })).toBe('关键词不能超过 3 个字符');
    expect(messageOf(z.object({ keyword: z.string().min(1) }), { keyword: '' })).toBe('关键词不能为空');
    expect(messageOf(z.object({ audience: z.enum(['a', 'b']) }), { audience: 'c' })).toBe('服务对象不在可选范围内');
    expect(messageOf(z.object({ id: z.number() }), null)).toBe('请求内容不能为空');
  });

  it('keep a schema message that is a sentence already, and complete one that is not', () => {
    const body = z.object({
      username: z.string().min(1, '请输入账号'),
      keyword: z.string().max(2, '关键词过长'),
      typeId: z.number().max(5, '超出范围'),
    });
    expect(messageOf(body, { username: '', keyword: '', typeId: 1 })).toBe('请输入账号');
    expect(messageOf(body, { username: 'a', keyword: 'abc', typeId: 1 })).toBe('关键词过长');
    expect(messageOf(body, { username: 'a', keyword: '', typeId: 9 })).toBe('分类超出范围');
  });

  it('words the contracts’ own checks without English', () => {
    const appId = z.object({ appId: contracts.appIdSchema });
    expect(messageOf(appId, { appId: 'abc' })).toBe('服务编号必须是数字编号');
    expect(messageOf(appId, { appId: '99999999999' })).not.toMatch(/[A-Za-z]/);
    const list = contracts.serviceListBodySchema;
    expect(messageOf(list, { page: 0 })).toBe('页码从 1 开始');
    expect(messageOf(list, { pageSize: 2.5 })).toBe('每页条数格式不正确');
    expect(messageOf(list, { keyword: 'a\u0000b' })).toBe('关键词不能包含控制字符');
  });

  it('pages every list alike: digits from a query string, numbers from a JSON body', () => {
    const query = z.object(contracts.pageQueryFields);
    expect(query.parse({ page: '2', pageSize: '30' })).toEqual({ page: 2, pageSize: 30 });
    expect(query.parse({})).toEqual({ page: 1, pageSize: contracts.PAGE_SIZE_DEFAULT });
    expect(messageOf(query, { page: '10001' })).toBe('页码不能超过 10000');
    const body = contracts.approvalQueryBodySchema;
    expect(body.parse({ aprvType: 1, page: 2 })).toMatchObject({ page: 2, pageSize: contracts.PAGE_SIZE_DEFAULT });
    expect(messageOf(body, { aprvType: 1, page: '2' })).toBe('页码格式不正确');
    expect(messageOf(contracts.taskQueryBodySchema, { taskType: 1, pageSize: 0 })).toBe('每页条数至少为 1');
    expect(messageOf(contracts.taskQueryBodySchema, { taskType: 9 })).toBe('任务类型不在可选范围内');
  });

  it('caps an over-large page size at the most a page holds and still refuses nonsense', () => {
    const { PAGE_SIZE_MAX } = contracts;
    const query = z.object(contracts.pageQueryFields);
    expect(query.parse({ pageSize: '200' }).pageSize).toBe(PAGE_SIZE_MAX);
    expect(query.parse({ pageSize: String(PAGE_SIZE_MAX) }).pageSize).toBe(PAGE_SIZE_MAX);
    const body = contracts.approvalQueryBodySchema;
    for (const pageSize of [PAGE_SIZE_MAX + 1, 200, contracts.INT4_MAX]) {
      expect(body.parse({ aprvType: 1, pageSize }).pageSize).toBe(PAGE_SIZE_MAX);
    }
    expect(messageOf(query, { pageSize: 'abc' })).toBe('每页条数格式不正确');
    expect(messageOf(query, { pageSize: '-1' })).toBe('每页条数至少为 1');
    expect(messageOf(body, { aprvType: 1, pageSize: 0 })).toBe('每页条数至少为 1');
    expect(messageOf(body, { aprvType: 1, pageSize: 1e300 })).toBe('每页条数超出范围');
    expect(messageOf(body, { aprvType: 1, pageSize: 20.5 })).toBe('每页条数格式不正确');
    expect(messageOf(body, { aprvType: 1, pageSize: '200' })).toBe('每页条数格式不正确');
  });

  it('labels a nested path by its last name, and an unknown field as 参数', () => {
    expect(fieldLabel(['filters', 0, 'typeId'])).toBe('分类');
    expect(fieldLabel('filters.deptId')).toBe('部门');
    expect(fieldLabel([])).toBe('请求内容');
    expect(fieldLabel(['somethingNew'])).toBe('参数');
  });
});
