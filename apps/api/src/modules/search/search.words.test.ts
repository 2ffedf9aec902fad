import Fastify from 'fastify';
import { PortalMetrics } from '../../lib/metrics';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { search, type SearchRequest } from '@yizhan/search';
import { CAMPUS, searchKit } from './search.test-kit';
import { backgroundLeader } from '../../lib/background-leader';

const t = useTestApp();
const kit = searchKit(t);

const guest = { uid: null, userType: null };

/** The search as another process has it — one that has indexed nothing yet — wired as its server starts. */
async function freshProcess() {
  vi.resetModules();
  (await import('../../search-sources')).wirePortalSearch();
  return import('@yizhan/search');
}

describe('a unit’s own words (learnUnitWords)', () => {
  it('a process that has not indexed the unit yet plans a service name as one that has, and finds the same', async () => {
    await kit.addNews('期末考试安排', '因病不能参加考试的同学，请在网上办理缓考申请，逾期不予受理。');
    const request: SearchRequest = { keyword: '缓考申请', kind: 'all', page: 1, pageSize: 10 };
    // This process indexed the demo at start, and now the article: it was taught the unit's words first.
    const taught = await search(t.database.db, CAMPUS, guest, request);
    // The article by its body, and the service by its title — not every service whose guide says 申请.
    expect(kit.titles(taught, 'news')).toEqual(['期末考试安排']);
    expect(kit.titles(taught, 'service')).toEqual(['缓考申请']);
    // Another process — another instance, or this one restarted — that has indexed nothing yet.
    const fresh = await freshProcess();
    expect(await fresh.search(t.database.db, CAMPUS, guest, request)).toEqual(taught);
  });

  it('the server reads every unit’s words as it starts, before it is ready', async () => {
    await freshProcess();
    const indexer = await import('./search.schedule');
    const text = await import('@yizhan/search/testing');
    expect(text.planKeyword('缓考申请').bodyAtoms).not.toEqual(['缓考申请']);
    // A bare server: the app's metrics are the one decoration the schedule needs (ADR 067).
    const server = Fastify().decorate('metrics', new PortalMetrics());
    indexer.scheduleSearchIndexing(server, t.database.db, backgroundLeader(server, t.database));
    await server.ready();
    try {
      expect(text.planKeyword('缓考申请').bodyAtoms).toEqual(['缓考申请']);
    } finally {
      await server.close();
    }
  });

  it('a failed read of a unit’s words is tried again by the next caller', async () => {
    await freshProcess();
    const words = await import('@yizhan/search/testing');
    const text = await import('@yizhan/search/testing');
    const unreachable = {
      select: () => {
        throw new Error('connection refused');
      },
    } as unknown as Db;
    await expect(words.learnUnitWords(unreachable, [CAMPUS])).rejects.toThrow('connection refused');
    await words.learnUnitWords(t.database.db, [CAMPUS]);
    expect(text.planKeyword('缓考申请').bodyAtoms).toEqual(['缓考申请']);
  });
});
