import { describe, expect, it } from 'vitest';
import { addUserWords, planKeyword, words } from './text';

// The words a unit teaches the segmenter (learnUnitWords, before its records are cut and before a keyword is
// planned). This file's module state is its own: what the segmenter was taught cannot be untaught within it.

/** Department names that are jieba's own words, and service names that are only the unit's. */
const DICTIONARY_WORDS = ['研究生院', '图书馆', '奖助金'];
const UNIT_WORDS = ['学生证补办', '缓考申请', '中英文成绩单打印'];

const KEYWORDS = [...DICTIONARY_WORDS, '研究生院长', '研究生院招生办公室', '图书馆开放时间'];

const bodyAtoms = (keywords: string[]) =>
  Object.fromEntries(keywords.map((keyword) => [keyword, planKeyword(keyword).bodyAtoms]));

const SENTENCE = '研究生院长在研究生院招生办公室主持会议，图书馆开放时间调整';

describe('the words a unit teaches the segmenter', () => {
  it('leave jieba’s own words alone: how they and the text around them are cut, and searched, stays the same', () => {
    const [atomsBefore, sentenceBefore] = [bodyAtoms(KEYWORDS), words(SENTENCE)];
    addUserWords(DICTIONARY_WORDS);
    expect(bodyAtoms(KEYWORDS)).toEqual(atomsBefore);
    expect(words(SENTENCE)).toEqual(sentenceBefore);
    // Searched as themselves: not 研究生 for 研究生院, nor 奖助 for 奖助金; 院长 is still a word of 研究生院长.
    expect(atomsBefore['研究生院']).toEqual(['研究生院']);
    expect(atomsBefore['奖助金']).toEqual(['奖助金']);
    expect(atomsBefore['研究生院长']).toEqual(['研究生', '院长']);
  });

  it('make a service name one word, in bodies and in keywords alike', () => {
    addUserWords(UNIT_WORDS);
    for (const name of UNIT_WORDS) {
      // A body mentioning the service holds its name whole, and a keyword of it asks for just that: not 申请 alone
      // for 缓考申请 (every body asking for anything), nor 单打 and 文成 for 中英文成绩单打印.
      expect(words(`请在网上办理${name}业务`)).toContain(name);
      expect(planKeyword(name).bodyAtoms).toEqual([name]);
    }
    expect(planKeyword('缓考申请表').bodyAtoms).toEqual(['缓考申请']);
  });
});
