import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';

export { FIELD_LABELS } from './field-labels';

/** What a message says about the request as a whole (no field named). */
const WHOLE_REQUEST = '请求内容';

/** The label of a field path (`['filters', 'typeId']` or 'filters.typeId'): its last named part. */
export function fieldLabel(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.').filter(Boolean) : path;
  // An array index ('categoryIds.0' from a string path) names no field: the array's own name does.
  const name = [...parts].reverse().find((part): part is string => typeof part === 'string' && !/^\d+$/.test(part));
  if (name === undefined) return WHOLE_REQUEST;
  return FIELD_LABELS[name] ?? '参数';
}

type Issue = z.core.$ZodRawIssue;

const sizeUnits: Record<string, string> = { string: '个字符', array: '项', set: '项', file: '字节' };

/** A number for a message: inclusive bounds as given, exclusive ones stated as 大于/小于. */
function bound(issue: { minimum?: unknown; maximum?: unknown; inclusive?: boolean; origin?: string }, min: boolean) {
  const value = String(min ? issue.minimum : issue.maximum);
  const unit = sizeUnits[issue.origin ?? ''];
  if (unit) return { text: `${value} ${unit}`, inclusive: issue.inclusive !== false };
  return { text: value, inclusive: issue.inclusive !== false };
}

/**
 * The predicate of a failed check, without the field ('不能为空', '不能超过 20 个字符'): the zod error map for issues
 * whose schema gives no message of its own. Field and predicate are joined by {@link fieldMessage}.
 */
export function issuePredicate(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '不能为空' : '格式不正确';
    case 'too_small': {
      const { text, inclusive } = bound(issue, true);
      if (sizeUnits[issue.origin ?? ''] && Number(issue.minimum) === 1 && inclusive) return '不能为空';
      if (sizeUnits[issue.origin ?? '']) return inclusive ? `至少 ${text}` : `必须多于 ${text}`;
      return inclusive ? `不能小于 ${text}` : `必须大于 ${text}`;
    }
    case 'too_big': {
      const { text, inclusive } = bound(issue, false);
      if (sizeUnits[issue.origin ?? '']) return inclusive ? `不能超过 ${text}` : `必须少于 ${text}`;
      return inclusive ? `不能大于 ${text}` : `必须小于 ${text}`;
    }
    case 'invalid_value':
    case 'invalid_union':
      return '不在可选范围内';
    case 'invalid_format':
      return '格式不正确';
    case 'not_multiple_of':
      return '数值不正确';
    case 'unrecognized_keys':
      return '含有无法识别的内容';
    default:
      return '不正确';
  }
}

/**
 * One human sentence for a failed field: the field's label and the predicate ('账号' + '不能为空'). A schema's own
 * message is a sentence already when it names the field or asks for something ('请输入账号'): it stays as it is.
 */
export function fieldMessage(path: readonly PropertyKey[] | string, message: string): string {
  const label = fieldLabel(path);
  if (!message) return `${label}不正确`;
  if (message.includes(label) || message.startsWith('请') || /[，。！]/.test(message)) return message;
  return `${label}${message}`;
}

/**
 * Sets zod's messages to Chinese for the whole process: the zh-CN locale for anything unforeseen, and our own
 * predicates (joined to the field's label by fieldMessage) for the checks requests fail in practice.
 */
export function setChineseValidationMessages(): void {
  z.config(z.locales.zhCN());
  z.config({ customError: (issue) => issuePredicate(issue) });
}
