import { PASSWORD_MAX_LENGTH } from '@yizhan/contracts';

export const PASSWORD_MIN_LENGTH = 8;

const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/**
 * Why a new password is refused (A1), or null when it is acceptable: 8–128 characters (counted as the user sees
 * them), and under a unit's 等保 mode three of the four classes: lower case, upper case, digits, symbols.
 */
export function passwordProblem(password: string, options: { needsThreeClasses: boolean }): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `密码至少 ${PASSWORD_MIN_LENGTH} 位`;
  if (length > PASSWORD_MAX_LENGTH) return `密码不能超过 ${PASSWORD_MAX_LENGTH} 位`;
  if (options.needsThreeClasses && classes.filter((pattern) => pattern.test(password)).length < 3) {
    return '密码需包含大写字母、小写字母、数字、符号中的至少三类';
  }
  return null;
}
