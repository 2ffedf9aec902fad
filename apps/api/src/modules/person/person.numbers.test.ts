import { describe, expect, it } from 'vitest';
import {
  approvalApi,
  personApi,
  taskCenterApi,
  type ApprovalItem,
  type PersonWorkEntry,
  type TaskTypeCount,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { personCalls } from './person.test-kit';

// Issue 35 item 6: a number on the personal center is the number the task center shows under the same words.
const t = useTestApp();
const kit = serviceHallKit(t);
const { ok } = personCalls(t);

const people = [
  { account: '2023001', host: 'localhost', template: 1 },
  { account: 'T1001', host: 'localhost', template: 1 },
  { account: 'citizen', host: 'gov.localhost', template: 2 },
  { account: '2023001', host: '39374.localhost', template: 3 },
] as const;

describe('我的工作 and the task center', () => {
  it.each(people)('agree for $account on $host', async ({ account, host, template }) => {
    const token = await kit.login(account, host);
    const work = await ok<{ entries: PersonWorkEntry[] }>(
      kit.get(`${personApi.work.path}?template=${template}`, token, host),
    );
    const shown = Object.fromEntries(work.entries.map((entry) => [entry.name, entry.count]));
    const tabs = await ok<TaskTypeCount[]>(kit.get(taskCenterApi.types.path, token, host));
    const relations = await ok<{ aprvType: number; name: string; count: number }[]>(
      kit.get(approvalApi.counts.path, token, host),
    );
    const started = await ok<{ list: ApprovalItem[]; total: number }>(
      kit.post(approvalApi.list.path, { aprvType: 4, aprvStatusType: 1, pageSize: 1 }, token, host),
    );
    const tab = (name: string) => tabs.find((entry) => entry.name === name)!.count;
    const relation = (name: string) => relations.find((entry) => entry.name === name)!.count;

    // Each counter is the task center's own number under the same words.
    expect(shown['待办']).toBe(tab('待办'));
    expect(shown['待我审批']).toBe(relation('待我审批'));
    expect(shown['我发起的·审批中']).toBe(started.total);
    // What the person started is one story: the task center's 我发起的 are the approvals they started.
    expect(tab('我发起的')).toBe(relation('我发起的'));
    expect(tab('我发起的')).toBeGreaterThan(0);
  });

  it('gives every counter the same words on both kinds of frame', async () => {
    const token = await kit.login('T1001');
    const names = async (template: number) =>
      (await ok<{ entries: PersonWorkEntry[] }>(kit.get(`${personApi.work.path}?template=${template}`, token))).entries
        .map((entry) => entry.name)
        .sort();
    expect(await names(1)).toEqual(await names(2));
  });
});
