import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchSynonyms } from '../schema';
import type { SynonymRule } from '@yizhan/search';

// The demo units' synonyms (同义词, ADR 052): the words people type for those the hall's titles use. A real unit's
// office keeps its own in search_synonyms.

/** `words` each searched as the `alternatives` too. */
const rules = (words: string[], alternatives: string[]): SynonymRule[] => words.map((word) => ({ word, alternatives }));

/** Losing something: its card or certificate is reported lost and issued again. */
const LOST = ['丢', '丢了', '丢失', '遗失', '掉了', '弄丢'];

/** A university's: the campus card's names, a lost card, a failed course, the campus network, fees. */
export const campusSynonyms: SynonymRule[] = [
  ...rules(['饭卡', '一卡通', '学生卡'], ['校园卡']),
  ...rules(LOST, ['挂失', '补办']),
  ...rules(['挂科', '不及格'], ['补考', '重修']),
  ...rules(['网费', '上网', 'wifi', '无线网'], ['校园网']),
  ...rules(['交学费'], ['学费 缴纳']),
  ...rules(['医保'], ['医疗保险']),
  ...rules(['医疗保险'], ['医保']),
  ...rules(['报账'], ['报销']),
  ...rules(['坏了'], ['报修']),
  ...rules(['工资单'], ['工资条']),
  ...rules(['忘记密码', '密码忘了'], ['账号找回']),
];

/** A government hall's: everyday names of certificates and cards, a lost one, opening a business. */
export const governmentSynonyms: SynonymRule[] = [
  ...rules(['驾照'], ['驾驶证']),
  ...rules(['社保卡', '医保卡'], ['社会保障卡']),
  ...rules(LOST, ['挂失', '补领', '补证']),
  ...rules(['户口本'], ['户口']),
  ...rules(['开公司', '注册公司'], ['企业设立']),
  ...rules(['执照'], ['营业执照']),
  ...rules(['低保'], ['最低生活保障']),
  ...rules(['结婚证'], ['结婚登记']),
  ...rules(['退休金', '养老金'], ['基本养老金']),
];

/** Writes a unit's synonyms. */
export async function seedSearchSynonyms(db: Db, fid: number, synonyms: SynonymRule[]): Promise<void> {
  if (synonyms.length) await db.insert(searchSynonyms).values(synonyms.map((rule) => ({ fid, ...rule })));
}

/** Writes a unit's synonyms unless it has some: a unit seeded before synonyms existed gets them once. */
export async function seedSearchSynonymsIfEmpty(db: Db, fid: number, synonyms: SynonymRule[]): Promise<void> {
  const [any] = await db
    .select({ id: searchSynonyms.id })
    .from(searchSynonyms)
    .where(eq(searchSynonyms.fid, fid))
    .limit(1);
  if (!any) await seedSearchSynonyms(db, fid, synonyms);
}
