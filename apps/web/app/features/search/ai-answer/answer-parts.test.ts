import { describe, expect, it } from 'vitest';
import { answerParts } from './answer-parts';
import { parseEvents } from './ai-stream';

describe('answerParts', () => {
  it('cuts an answer into text and the marks of its sources, leaving unknown marks as text', () => {
    expect(answerParts('可以在线办理[1]，另见 [2]、[9]。', [{ n: 1 }, { n: 2 }])).toEqual([
      { kind: 'text', text: '可以在线办理' },
      { kind: 'cite', n: 1 },
      { kind: 'text', text: '，另见 ' },
      { kind: 'cite', n: 2 },
      { kind: 'text', text: '、[9]。' },
    ]);
    expect(answerParts('不知道', [])).toEqual([{ kind: 'text', text: '不知道' }]);
  });
});

describe('parseEvents', () => {
  it('reads whole events and keeps an unfinished one for the next chunk', () => {
    const { events, rest } = parseEvents('event: delta\ndata: {"text":"学生"}\n\nevent: delta\ndata: {"te');
    expect(events).toEqual([{ event: 'delta', data: { text: '学生' } }]);
    expect(rest).toBe('event: delta\ndata: {"te');
    expect(parseEvents(`${rest}xt":"证"}\n\n`).events).toEqual([{ event: 'delta', data: { text: '证' } }]);
  });
});
