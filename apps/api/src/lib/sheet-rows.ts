import { CODE, SHEET_ROWS_REFUSED, type SheetRowProblem } from '@yizhan/contracts';
import type { z } from 'zod';
import { BusinessError } from './envelope';
import type { SheetColumn, SheetRow } from './spreadsheet';

/** The most wrong rows a refusal lists: enough to fix a file, not a second copy of it. */
const LISTED_ROWS = 200;

/**
 * What is wrong with the rows of one import, gathered over all its checks, so that a refused file names every wrong
 * row at once rather than the first. An import is taken whole or not at all (ADR 070).
 */
export class RowProblems {
  private readonly byLine = new Map<number, string[]>();

  add(line: number, message: string) {
    const messages = this.byLine.get(line) ?? [];
    if (!messages.includes(message)) messages.push(message);
    this.byLine.set(line, messages);
  }

  has(line: number) {
    return this.byLine.has(line);
  }

  /** Refuses the import (400) when any row is wrong, with the rows in order. */
  refuseIfAny() {
    if (this.byLine.size === 0) return;
    const rows: SheetRowProblem[] = [...this.byLine]
      .sort(([a], [b]) => a - b)
      .slice(0, LISTED_ROWS)
      .map(([line, messages]) => ({ line, messages }));
    throw new BusinessError(CODE.badRequest, SHEET_ROWS_REFUSED, 400, {}, { rows });
  }
}

/**
 * Checks each row against the schema, noting what is wrong under the column's header (「手机号：格式不正确」), and
 * gives back the rows that passed with their values. The schema reads the cells as text: an empty cell is ''.
 */
export function checkRows<K extends string, T>(
  rows: readonly SheetRow<K>[],
  columns: readonly SheetColumn<K>[],
  schema: z.ZodType<T>,
  problems: RowProblems,
): { line: number; value: T }[] {
  const headerOf = new Map<string, string>(columns.map((column) => [column.key, column.header]));
  const passed: { line: number; value: T }[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row.cells);
    if (parsed.success) {
      passed.push({ line: row.line, value: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const header = headerOf.get(String(issue.path[0] ?? ''));
      problems.add(row.line, header ? `${header}：${issue.message}` : issue.message);
    }
  }
  return passed;
}

/** Notes every row whose value under `key` repeats an earlier row's (two rows for one account, say). */
export function noteRepeats<T>(
  rows: readonly { line: number; value: T }[],
  keyOf: (value: T) => string,
  message: (firstLine: number) => string,
  problems: RowProblems,
) {
  const firstLineOf = new Map<string, number>();
  for (const { line, value } of rows) {
    const key = keyOf(value);
    const first = firstLineOf.get(key);
    if (first === undefined) firstLineOf.set(key, line);
    else problems.add(line, message(first));
  }
}
