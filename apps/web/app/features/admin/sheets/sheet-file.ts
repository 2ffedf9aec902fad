import { SPREADSHEET_MAX_BYTES, type SpreadsheetFile, type SpreadsheetUpload } from '@yizhan/contracts';

/** A chosen file as an import's body (ADR 070), or the message that says why it cannot be sent. */
export async function uploadOf(file: File): Promise<SpreadsheetUpload | string> {
  if (file.size > SPREADSHEET_MAX_BYTES) return '文件不能超过 4 MB';
  if (file.size === 0) return '文件中没有数据';
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('文件读取失败，请重新选择'));
    reader.readAsDataURL(file);
  });
  return { fileName: file.name, content: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}

/** Saves a spreadsheet the server handed back (a template, an export) as a download. */
export function saveSpreadsheet({ fileName, content }: SpreadsheetFile) {
  const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
