import { describe, expect, it } from 'vitest';
import { containsPattern } from '@yizhan/server-kit';
import { canSeeApp, groupByDate } from './service-hall.service';
import { viewerOf } from '../../lib/viewer';

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('教务')).toBe('%教务%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('canSeeApp (the menu rule of spec §6)', () => {
  const guest = viewerOf(null);
  const student = { uid: 1, userType: 'STUDENT' };
  it('shows guests only visitor apps', () => {
    expect(canSeeApp({ visitorVisible: true, roles: [], listed: true }, guest)).toBe(true);
    expect(canSeeApp({ visitorVisible: false, roles: [], listed: true }, guest)).toBe(false);
  });
  it('shows users the apps without roles or with their user type', () => {
    expect(canSeeApp({ visitorVisible: false, roles: [], listed: true }, student)).toBe(true);
    expect(canSeeApp({ visitorVisible: true, roles: ['TEACHER'], listed: true }, student)).toBe(false);
    expect(canSeeApp({ visitorVisible: false, roles: ['TEACHER', 'STUDENT'], listed: true }, student)).toBe(true);
  });
  it('shows no one an app taken off the shelves (下架)', () => {
    expect(canSeeApp({ visitorVisible: true, roles: [], listed: false }, guest)).toBe(false);
    expect(canSeeApp({ visitorVisible: true, roles: [], listed: false }, student)).toBe(false);
  });
});

describe('groupByDate', () => {
  it('groups newest-first uses by their Asia/Shanghai date', () => {
    const use = (iso: string, app: string) => ({ usedAt: new Date(iso), app });
    expect(
      groupByDate([
        use('2026-05-02T02:00:00Z', 'c'),
        use('2026-05-01T16:10:00Z', 'b'),
        use('2026-05-01T15:50:00Z', 'a'),
        use('2026-04-28T01:00:00Z', 'z'),
      ]),
    ).toEqual([
      { date: '2026-05-02', list: ['c', 'b'] },
      { date: '2026-05-01', list: ['a'] },
      { date: '2026-04-28', list: ['z'] },
    ]);
    expect(groupByDate([])).toEqual([]);
  });
});
