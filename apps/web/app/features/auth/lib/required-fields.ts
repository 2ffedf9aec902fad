/** What each field of the login forms says when it is left empty (in place of the browser's own English bubble). */
export const REQUIRED_MESSAGES: Readonly<Record<string, string>> = {
  username: '请输入账号',
  password: '请输入密码',
  captchaCode: '请输入图形验证码',
};

/** The required fields of a form that are empty, by name, in the form's order. */
export function emptyRequiredFields(values: Iterable<[string, FormDataEntryValue]>): string[] {
  const empty: string[] = [];
  for (const [name, value] of values) {
    if (Object.hasOwn(REQUIRED_MESSAGES, name) && typeof value === 'string' && value.trim() === '') empty.push(name);
  }
  return empty;
}
