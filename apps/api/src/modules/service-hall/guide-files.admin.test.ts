import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { adminServicesApi, GUIDE_FILE_UPLOAD_PATH, OTHER_DEPARTMENT, type AdminServiceRow } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { safeFileName } from './guide-files';

const t = useTestApp();
const { login, call } = consoleKit(t);

/** Uploads one file for a service as a browser's form would. */
async function upload(appId: number, bytes: Buffer, fileName: string, token?: string) {
  const boundary = '----yizhanguide';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${GUIDE_FILE_UPLOAD_PATH}?appId=${appId}`,
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const download = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

const services = async (token: string) =>
  (await call(withQuery(adminServicesApi.list, { pageSize: 100 }), { token })).body.data.list as AdminServiceRow[];

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('申请表').addRow(['姓名', '学号']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const BAD_TYPE = '文件只能是 PDF、Word（DOC、DOCX）、Excel（XLS、XLSX）或 JPG、PNG 图片';

describe('files of guide materials (ADR 082)', () => {
  it('keeps a checked file under a random address and serves it only as a download with its own name', async () => {
    const admin = await login('admin100001');
    const service = (await services(admin))[0]!;
    const book = await workbook();
    const sheet = await upload(service.id, book, '../../入学登记表（空白）.docx', admin);
    expect(sheet.status).toBe(200);
    // What the bytes are (a workbook) decides the extension, not the name it came with.
    expect(sheet.body.data.fileName).toBe('入学登记表（空白）.xlsx');
    expect(sheet.body.data.url).toMatch(/^\/pedestal\/service-hall\/files\/[\w-]{22}$/);

    const served = await download(sheet.body.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="_________.xlsx"; filename*=UTF-8''${encodeURIComponent('入学登记表（空白）.xlsx')}`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(book)).toBe(true);
    expect((await download('/pedestal/service-hall/files/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);

    const pdf = await upload(service.id, PDF, '样表.pdf', admin);
    expect(pdf.body.data).toMatchObject({ fileName: '样表.pdf', size: PDF.length });
    expect((await download(pdf.body.data.url)).headers['content-type']).toBe('application/pdf');

    // A picture is re-encoded as pictures are: WebP, no metadata.
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const picture = await upload(service.id, png, '样表照片.png', admin);
    expect(picture.body.data.fileName).toBe('样表照片.webp');
    expect((await download(picture.body.data.url)).headers['content-type']).toBe('image/webp');

    const audit = (await call(withQuery({ path: '/pedestal/admin/audit' }, { event: 'admin_write' }), { token: admin }))
      .body.data.list as { action: string; target: string }[];
    expect(audit.find((entry) => entry.action === '上传办事指南材料文件')?.target).toContain(service.name);
  });

  it('refuses by the bytes in Chinese: a renamed program, a plain zip as .docx, a web page, an oversized file', async () => {
    const admin = await login('admin100001');
    const service = (await services(admin))[0]!;
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
    program.writeUInt32LE(64, 60);
    const zip = new JSZip();
    zip.file('readme.txt', '不是 Word 文档');
    const plainZip = Buffer.from(await zip.generateAsync({ type: 'nodebuffer' }));
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [bytes, name] of [
      [program, '申请表.pdf'],
      [plainZip, '申请表.docx'],
      [page, '申请表.doc'],
    ] as const) {
      const refused = await upload(service.id, bytes, name, admin);
      expect(refused.status, name).toBe(400);
      expect(refused.body.msg).toBe(BAD_TYPE);
    }
    const oversized = await upload(service.id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), '大.pdf', admin);
    expect(oversized.status).toBe(400);
    expect(oversized.body.msg).toBe('文件不能超过 10 MB');
  });

  it('lets a 事项管理员 upload for their department’s services only; others 403, a guest 401', async () => {
    const admin = await login('admin100001');
    const all = await services(admin);
    const own = all.find((row) => row.deptName === '教务处')!;
    const other = all.find((row) => row.deptName !== '教务处')!;
    const jwc = await login('jwc100001');
    expect((await upload(own.id, PDF, '空白表.pdf', jwc)).status).toBe(200);
    const refused = await upload(other.id, PDF, '空白表.pdf', jwc);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(OTHER_DEPARTMENT);
    expect((await upload(own.id, PDF, '空白表.pdf', await login('editor100001'))).status).toBe(403);
    expect((await upload(own.id, PDF, '空白表.pdf')).body.code).toBe(401);
    expect((await upload(999_999, PDF, '空白表.pdf', admin)).status).toBe(404);
  });

  it('makes a given name safe to save', () => {
    expect(safeFileName('C:\\Users\\张三\\报名表.doc', 'doc')).toBe('报名表.doc');
    expect(safeFileName('a\u202egnp.exe', 'pdf')).toBe('agnp.pdf');
    expect(safeFileName('...', 'pdf')).toBe('附件.pdf');
    expect(safeFileName('<b>"表"<b>.pdf', 'pdf')).toBe('b表b.pdf');
  });
});
