import { useState } from 'react';
import { Alert, Button } from 'antd';
import { adminUsersMoreApi, type SpreadsheetFile } from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { saveSpreadsheet } from '../sheets/sheet-file';
import { SheetImport } from '../sheets/sheet-import';

/**
 * 导入用户 (ADR 070, 079): the shared template and import, and the made-up initial passwords of the file just
 * imported, offered once as a download: the server keeps only their hashes.
 */
export function UsersImport({ onImported }: { onImported: () => unknown }) {
  const [passwords, setPasswords] = useState<SpreadsheetFile | null>(null);
  return (
    <>
      <SheetImport
        what="用户"
        template={() => consoleSave(adminUsersMoreApi.importTemplate, {})}
        importFile={async (upload) => {
          setPasswords(null);
          const outcome = await consoleSave(adminUsersMoreApi.importUsers, { body: upload });
          if (outcome.ok) setPasswords(outcome.data.passwords);
          return outcome;
        }}
        onImported={onImported}
      />
      {passwords ? (
        <Alert
          className="yz-admin-passwords"
          type="warning"
          showIcon
          title="系统为未填初始密码的账号生成了密码，只能下载这一次，请妥善保存并告知本人"
          action={
            <Button
              onClick={() => {
                saveSpreadsheet(passwords);
                setPasswords(null);
              }}
            >
              下载初始密码
            </Button>
          }
        />
      ) : null}
    </>
  );
}
