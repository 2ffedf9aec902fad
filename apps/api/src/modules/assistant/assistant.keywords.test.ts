import { describe, expect, it } from 'vitest';
import { questionTopics } from './assistant.keywords';

describe('questionTopics', () => {
  it.each([
    ['a service name as it is', '在读证明开具', [['在读证明开具', '在读证明', '在读证']]],
    ['question words and punctuation around it', '请问怎么开具在读证明？', [['开具在读证明', '在读证明', '在读证']]],
    ['an action word in front', '我想申请缓考', [['申请缓考', '缓考']]],
    ['a lost card, shortened to what is named', '校园卡丢了怎么办', [['校园卡丢', '校园卡']]],
    ['two topics', '成绩单和学生证补办在哪里', [['成绩单'], ['学生证补办', '学生证']]],
    ['a department', '教务处', [['教务处']]],
    ['与 kept, as names use it', '校园卡挂失与解挂', [['校园卡挂失与解挂', '校园卡挂失与解', '校园卡挂失与']]],
    ['a lost student card', '学生证丢失了', [['学生证丢失', '学生证丢', '学生证']]],
  ])('%s', (_name, question, topics) => {
    expect(questionTopics(question)).toEqual(topics);
  });

  it.each([['你好'], ['您好，在吗？'], ['怎么办？'], ['的了吗'], ['  '], ['？！…'], ['a']])(
    'finds nothing to look for in %j',
    (question) => {
      expect(questionTopics(question)).toEqual([]);
    },
  );

  it('never tries the same keyword twice', () => {
    const all = questionTopics('在读证明，在读证明开具').flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
