import { describe, expect, it } from 'vitest';
import { guideLinkHref, guideLinkProps, orNone, splitPhones, timeLimitText } from './guide-format';

describe('splitPhones', () => {
  it('links each number of the field with its digits', () => {
    expect(splitPhones('0571-88881234、12345')).toEqual([
      { text: '0571-88881234', href: 'tel:057188881234' },
      { text: '12345', href: 'tel:12345' },
    ]);
    expect(splitPhones('+86 (010) 6275 1234；010-62751235')).toEqual([
      { text: '+86 (010) 6275 1234', href: 'tel:+8601062751234' },
      { text: '010-62751235', href: 'tel:01062751235' },
    ]);
  });

  it('keeps text of a number it cannot dial, without a link', () => {
    expect(splitPhones('138****5678')).toEqual([{ text: '138****5678', href: null }]);
    expect(splitPhones('工作日咨询')).toEqual([{ text: '工作日咨询', href: null }]);
    expect(splitPhones('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)', href: null }]);
  });

  it('gives nothing for an empty field', () => {
    expect(splitPhones('')).toEqual([]);
    expect(splitPhones(null)).toEqual([]);
  });
});

describe('guideLinkHref', () => {
  it('allows http(s) and same-site paths', () => {
    expect(guideLinkHref('https://files.example.edu.cn/sample.pdf')).toBe('https://files.example.edu.cn/sample.pdf');
    expect(guideLinkHref('/files/blank.docx')).toBe('/files/blank.docx');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example.com/a', '/\\evil.example.com', '', 'a.pdf'])(
    'refuses %j',
    (url) => expect(guideLinkHref(url)).toBeNull(),
  );
});

describe('guideLinkProps', () => {
  it('saves a file of this site where it is clicked and opens another site’s in a new window', () => {
    expect(guideLinkProps('/pedestal/service-hall/files/abc')).toEqual({ download: '' });
    expect(guideLinkProps('https://files.example.edu.cn/a.pdf')).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});

describe('texts', () => {
  it('shows 即办 for no time limit and working days otherwise', () => {
    expect(timeLimitText(0)).toBe('即办');
    expect(timeLimitText(5)).toBe('5 个工作日');
  });

  it('shows a placeholder for empty fields', () => {
    expect(orNone('  ')).toBe('无');
    expect(orNone('', '不收费')).toBe('不收费');
    expect(orNone(' 现场办理 ')).toBe('现场办理');
  });
});
