import { describe, expect, it } from 'vitest';
import { highlightTitle, SNIPPET_CHARS, SNIPPET_SOURCE_CHARS, snippet } from './highlight';

const text = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');
const hits = (segments: { text: string; hit: boolean }[]) =>
  segments.filter((segment) => segment.hit).map((segment) => segment.text);

describe('highlighting (ADR 036)', () => {
  it('marks the words in a title, width and case folded', () => {
    expect(hits(highlightTitle('ＶＰＮ 校外访问申请', ['vpn', '申请'], null))).toEqual(['ＶＰＮ', '申请']);
    expect(hits(highlightTitle('奖助金申请', [], 'jzj'))).toEqual(['奖助金']);
    // Spelt from a word's start, as the search matches: not 籍专家 of 外籍专家, which comes first.
    expect(hits(highlightTitle('外籍专家奖助金', [], 'jzj'))).toEqual(['奖助金']);
  });

  it('cuts a snippet around the first match, with what comes before it and an ellipsis on each side', () => {
    const body = `${'前文'.repeat(100)}学生证补办请到一卡通中心。${'后文'.repeat(100)}`;
    const segments = snippet(body, ['学生证', '补办']);
    expect(segments[0]).toEqual({ text: '…', hit: false });
    expect(segments.at(-1)).toEqual({ text: '…', hit: false });
    expect(hits(segments)).toEqual(['学生证补办']);
    expect([...text(segments)].length).toBe(SNIPPET_CHARS + 2);
    expect(text(segments)).toContain('前文前文学生证补办请到一卡通中心。');
  });

  it('marks a word the edge of the snippet cuts, as far as it shows', () => {
    const body = `${'前'.repeat(30)}招生${'中'.repeat(SNIPPET_CHARS - 24)}研究生之后`;
    const segments = snippet(body, ['研究生', '招生']);
    expect(hits(segments)).toEqual(['招生', '研究']);
  });

  it('shows the beginning when the body holds no match, and marks nothing', () => {
    const segments = snippet('本服务面向全体在校学生。', ['奖学金']);
    expect(segments).toEqual([{ text: '本服务面向全体在校学生。', hit: false }]);
    expect(snippet('', ['奖学金'])).toEqual([]);
  });

  it('looks for the match only in the part of the body that was indexed, and says there is more', () => {
    const late = `${'无关内容'.repeat(SNIPPET_SOURCE_CHARS)}奖学金`;
    const segments = snippet(late, ['奖学金']);
    expect(hits(segments)).toEqual([]);
    expect(text(segments).startsWith('无关内容')).toBe(true);
    expect(segments.at(-1)).toEqual({ text: '…', hit: false });
  });

  it('never leaves half of a character outside the BMP at the cut', () => {
    // The match ends right before 𠀀, whose first half is the last unit of the part looked at.
    const body = `${'字'.repeat(SNIPPET_SOURCE_CHARS - 3)}学生𠀀之后`;
    const shown = text(snippet(body, ['学生']));
    expect(shown).toMatch(/学生…$/);
    expect(shown).not.toMatch(/[\uD800-\uDBFF]/);
  });

  it('stays within the field (line) of the body it matched: no labels, department or summary run on', () => {
    const body = [
      '在线申请国家奖学金，审核结果在线查看。',
      '高频 掌上办 零跑腿。',
      '学生工作部。',
      '本校在籍本科生，学习成绩优秀，获得过奖学金者优先。',
    ].join('\n');
    // A title match (nothing in the body): the first field, whole, with no ellipsis.
    expect(snippet(body, ['学籍'])).toEqual([{ text: '在线申请国家奖学金，审核结果在线查看。', hit: false }]);
    // A match in a later field: that field only, with an ellipsis where it was cut before the match.
    const conditions = snippet(body, ['优先']);
    expect(text(conditions)).toBe('…在籍本科生，学习成绩优秀，获得过奖学金者优先。');
    expect(hits(conditions)).toEqual(['优先']);
    // A long field cut at the window says so; a field that ends inside it does not.
    const long = snippet(`摘要。\n${'正文'.repeat(60)}结尾。`, ['正文']);
    expect(text(long).startsWith('正文')).toBe(true);
    expect(long.at(-1)).toEqual({ text: '…', hit: false });
  });
});
