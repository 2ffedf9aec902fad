import { describe, expect, it } from 'vitest';
import { prng } from '../large/prng';
import { generatedArticle } from './index';
import { CAMPUS_TEMPLATES, WORDS } from './templates';

const ORDINALS = [...'一二三四五六七八九十'];

describe('generated news (demo and seed:large)', () => {
  const random = prng(100001);
  const notices = Array.from({ length: 400 }, () => generatedArticle(random, CAMPUS_TEMPLATES['通知公告']!));

  it('credits a notice that names a department to that department', () => {
    const naming = notices.filter((article) => WORDS.dept!.some((dept) => article.title.includes(dept)));
    expect(naming.length).toBeGreaterThan(50);
    for (const article of naming) expect(article.title, article.source).toContain(article.source);
  });

  it('numbers its 一、二、三、 paragraphs from 一, in order', () => {
    for (const article of notices) {
      const numbered = [...article.content.matchAll(/<p>([一二三四五六七八九十]+)、/g)].map((match) => match[1]);
      expect(numbered, article.content).toEqual(ORDINALS.slice(0, numbered.length));
    }
  });
});
