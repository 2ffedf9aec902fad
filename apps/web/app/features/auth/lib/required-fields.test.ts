import { describe, expect, it } from 'vitest';
import { emptyRequiredFields, REQUIRED_MESSAGES } from './required-fields';

describe('emptyRequiredFields', () => {
  it('names the empty or blank required fields in form order, and nothing else', () => {
    const form: [string, string][] = [
      ['username', '  '],
      ['password', ''],
      ['captchaId', ''],
      ['captchaCode', 'ab12'],
    ];
    expect(emptyRequiredFields(form)).toEqual(['username', 'password']);
    expect(
      emptyRequiredFields([
        ['username', 'T1001'],
        ['password', 'x'],
      ]),
    ).toEqual([]);
  });

  it('has a Chinese message for each required field', () => {
    for (const message of Object.values(REQUIRED_MESSAGES)) expect(message).toMatch(/^请输入\p{Script=Han}+$/u);
  });
});
