import { describe, expect, it } from 'vitest';
import { businessListBodySchema, serviceListBodySchema } from '@yizhan/contracts';
import { businessListBody, LIST_PAGE_SIZE, serviceListBody, withFilters } from './list-query';

const query = (text: string) => new URLSearchParams(text);

describe('serviceListBody', () => {
  it('is page 1 of 12 with no filters for an empty query', () => {
    expect(serviceListBody(query(''))).toEqual({ page: 1, pageSize: LIST_PAGE_SIZE });
    expect(LIST_PAGE_SIZE).toBe(12);
  });

  it('carries every filter of the URL, as numbers where the contract wants numbers', () => {
    const body = serviceListBody(query('typeId=3&deptId=12&labelId=7&audience=student&keyword=%20奖学金%20&page=4'));
    expect(body).toEqual({
      typeId: 3,
      deptId: 12,
      labelId: 7,
      audience: 'student',
      keyword: '奖学金',
      page: 4,
      pageSize: 12,
    });
    // What the loader sends is what the API accepts.
    expect(serviceListBodySchema.safeParse(body).success).toBe(true);
  });

  it('drops bad values instead of sending them', () => {
    const body = serviceListBody(
      query('typeId=abc&deptId=-2&labelId=1.5&audience=martian&keyword=%20%20&page=zero&extra=1'),
    );
    expect(body).toEqual({ page: 1, pageSize: 12 });
    expect(serviceListBody(query('typeId=0&deptId=99999999999999999&page=0'))).toEqual({ page: 1, pageSize: 12 });
    expect(serviceListBody(query('page=10001'))).toEqual({ page: 1, pageSize: 12 });
    expect(serviceListBody(query('typeId=&deptId=1e3&labelId=0x10'))).toEqual({ page: 1, pageSize: 12 });
  });

  it('cuts an over-long keyword to the search limit so the API does not refuse the page', () => {
    const body = serviceListBody(query(`keyword=${'证'.repeat(150)}`));
    expect(body.keyword).toHaveLength(100);
    expect(serviceListBodySchema.safeParse(body).success).toBe(true);
  });

  it('takes the first of repeated parameters', () => {
    expect(serviceListBody(query('typeId=2&typeId=5')).typeId).toBe(2);
  });
});

describe('businessListBody', () => {
  it('keeps only the type, keyword and page', () => {
    const body = businessListBody(query('typeId=9&deptId=3&audience=student&keyword=OA&page=2'));
    expect(body).toEqual({ typeId: 9, keyword: 'OA', page: 2, pageSize: 12 });
    expect(businessListBodySchema.safeParse(body).success).toBe(true);
    expect(businessListBody(query('typeId=x&page=-1'))).toEqual({ page: 1, pageSize: 12 });
  });
});

describe('withFilters', () => {
  const current = serviceListBody(query('typeId=3&audience=student&keyword=证明&page=5'));

  it('changes one filter, keeps the others and goes back to page 1', () => {
    expect(withFilters(current, { deptId: 8 })).toBe(
      `?typeId=3&deptId=8&audience=student&keyword=${encodeURIComponent('证明')}`,
    );
  });

  it('clears a filter given as undefined', () => {
    expect(withFilters(current, { typeId: undefined, keyword: undefined, audience: undefined })).toBe('');
  });

  it('sets the page, leaving page 1 out of the URL', () => {
    expect(withFilters(current, { page: 2 })).toContain('page=2');
    expect(withFilters(current, { page: 1 })).not.toContain('page=');
  });
});
