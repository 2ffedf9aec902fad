import { useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import type { SheetRowProblem, SpreadsheetFile, SpreadsheetUpload } from '@yizhan/contracts';
import type { SaveOutcome } from '../console-call';
import { saveSpreadsheet, uploadOf } from './sheet-file';

interface SheetImportProps {
  /** What the rows are, in words: 服务事项, 用户. */
  what: string;
  /** The import template, with a 填写说明 sheet. */
  template: () => Promise<SaveOutcome<SpreadsheetFile>>;
  importFile: (upload: SpreadsheetUpload) => Promise<SaveOutcome<{ imported: number }>>;
  onImported: () => unknown;
}

type Report = { ok: true; text: string } | { ok: false; text: string; rows: SheetRowProblem[] };

/**
 * 下载模板 and 导入 of a console list (ADR 070): a file is taken whole or not at all; a refused one is answered with
 * every wrong row, by the row number Excel shows, so the operator fixes the file and imports it again.
 */
export function SheetImport({ what, template, importFile, onImported }: SheetImportProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const downloadTemplate = async () => {
    const outcome = await template();
    if (outcome.ok) saveSpreadsheet(outcome.data);
    else setReport({ ok: false, text: outcome.msg, rows: [] });
  };

  const importChosen = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setReport(null);
    try {
      const upload = await uploadOf(file);
      if (typeof upload === 'string') {
        setReport({ ok: false, text: upload, rows: [] });
        return;
      }
      const outcome = await importFile(upload);
      if (outcome.ok) {
        setReport({ ok: true, text: `已导入 ${outcome.data.imported} 条${what}` });
        await onImported();
      } else {
        setReport({ ok: false, text: outcome.msg, rows: outcome.rows ?? [] });
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="yz-sheet-import">
      <Button onClick={() => void downloadTemplate()}>下载导入模板</Button>
      <Button loading={busy} onClick={() => input.current?.click()}>
        导入 Excel 或 CSV
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        aria-label={`选择要导入的${what}文件`}
        onChange={(event) => void importChosen(event.target.files?.[0])}
      />
      {report && (
        <Alert
          role={report.ok ? 'status' : 'alert'}
          type={report.ok ? 'success' : 'error'}
          showIcon
          title={report.text}
          description={
            !report.ok && report.rows.length > 0 ? (
              <ul className="yz-sheet-import__rows" aria-label="有错误的行">
                {report.rows.map((row) => (
                  <li key={row.line}>
                    第 {row.line} 行：{row.messages.join('；')}
                  </li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
