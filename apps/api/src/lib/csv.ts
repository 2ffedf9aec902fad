import type { ApiReply } from './api-request';
import { BusinessError } from './envelope';
import { CODE } from '@yizhan/contracts';

/** A cell of a CSV file: text or a number. */
export type CsvCell = string | number;

/** A byte-order mark first: Excel then reads the file as UTF-8, and Chinese text is not garbled. */
const BOM = '\uFEFF';

/**
 * One cell as a spreadsheet must not mistake it: text a spreadsheet would run as a formula (= + - @, or a tab or
 * carriage return that some read past) gets a leading apostrophe (CSV injection); a cell holding a quote, comma or
 * line break is quoted, its quotes doubled. Numbers are written as they are.
 */
export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A whole CSV file: a header row and data rows, CRLF line ends (RFC 4180), the BOM first. */
export const csvText = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** A reply that can send bytes (an HTTP call), not the in-process call of a server-rendered page. */
type SendingReply = ApiReply & {
  header(name: string, value: string): SendingReply;
  type(contentType: string): SendingReply;
  send(payload: string): unknown;
};
const canSend = (reply: ApiReply): reply is SendingReply => 'send' in reply && 'header' in reply;

/**
 * Answers an HTTP call with a CSV file to download, named in Chinese (RFC 6266: an ASCII fallback and the UTF-8
 * name). Private and never kept by a cache on the way. A server-rendered call cannot download: it is refused.
 */
export function sendCsv(reply: ApiReply, fileName: string, fallbackName: string, text: string) {
  if (!canSend(reply)) throw new BusinessError(CODE.badRequest, '文件只能在浏览器中下载', 400);
  reply
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${fallbackName}.csv"; filename*=UTF-8''${encodeURIComponent(`${fileName}.csv`)}`,
    )
    .type('text/csv; charset=utf-8')
    .send(text);
}
