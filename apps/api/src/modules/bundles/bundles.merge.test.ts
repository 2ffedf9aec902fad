import { describe, expect, it } from 'vitest';
import type { GuideMaterial } from '../service-hall';
import { materialKey, mergeMaterials } from './bundles.merge';

const material = (name: string, change: Partial<GuideMaterial> = {}): GuideMaterial => ({
  name,
  copies: '1 份',
  format: '原件',
  required: true,
  medium: 'paper',
  sampleUrl: '',
  blankUrl: '',
  note: '',
  ...change,
});

describe('materialKey', () => {
  it('folds widths, whitespace and punctuation', () => {
    expect(materialKey('居民身份证（原件）')).toBe(materialKey('居民身份证 (原件)'));
    expect(materialKey('ＩＤ 卡')).toBe(materialKey('id卡'));
    expect(materialKey('营业执照')).not.toBe(materialKey('营业执照副本'));
  });
});

describe('mergeMaterials', () => {
  const register = { appId: 1, name: '个体工商户登记', materials: [material('居民身份证'), material('经营场所证明')] };
  const permit = {
    appId: 2,
    name: '食品经营许可',
    materials: [material('居民身份证 '), material('食品经营许可申请书', { required: false })],
  };

  it('lists a material two services ask for once, naming both, in order of first appearance', () => {
    const merged = mergeMaterials([register, permit]);
    expect(merged.map((item) => item.name)).toEqual(['居民身份证', '经营场所证明', '食品经营许可申请书']);
    expect(merged[0]).toMatchObject({ shared: true, services: [{ appId: 1 }, { appId: 2 }] });
    expect(merged[1]).toMatchObject({ shared: false, services: [{ appId: 1 }] });
  });

  it('merges what the console links, chains included, and keeps the first spelling', () => {
    const other = { appId: 3, name: '公章刻制备案', materials: [material('场地使用证明'), material('租赁合同')] };
    const merged = mergeMaterials(
      [register, other],
      [
        { material: '租赁合同', sameAs: '场地使用证明' },
        { material: '场地使用证明', sameAs: '经营场所证明' },
      ],
    );
    expect(merged.map((item) => item.name)).toEqual(['居民身份证', '经营场所证明']);
    expect(merged[1]!.services.map((service) => service.appId)).toEqual([1, 3]);
  });

  it('requires a shared material when any service requires it, and asks both media when they differ', () => {
    const a = { appId: 1, name: 'A', materials: [material('照片', { required: false, medium: 'electronic' })] };
    const b = { appId: 2, name: 'B', materials: [material('照片', { required: true, medium: 'paper' })] };
    expect(mergeMaterials([a, b])[0]).toMatchObject({ required: true, medium: 'both', shared: true });
  });

  it('does not mark a material shared when one service lists it twice, and survives a link cycle', () => {
    const twice = { appId: 1, name: 'A', materials: [material('照片'), material('照片')] };
    const cycle = [
      { material: '照片', sameAs: '相片' },
      { material: '相片', sameAs: '照片' },
    ];
    expect(mergeMaterials([twice], cycle)).toEqual([expect.objectContaining({ name: '照片', shared: false })]);
  });
});
