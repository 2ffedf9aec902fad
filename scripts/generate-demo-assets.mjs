// Generates the demo assets that cannot reasonably be hand-written:
//   - the three QR codes referenced by the seed data (real, scannable; made with the `qrcode` package)
//   - apps/web/public/favicon.ico (a 32x32 32-bit BMP-in-ICO, written byte by byte)
//   - the service-hall category icons (assets/demo/icons/*.svg: a coloured rounded square with a white character)
//   - the blank and sample application forms the service guides link to (assets/demo/forms/*.html)
// The other demo SVGs under apps/web/public/assets/demo/ are hand-written files.
// Run: node scripts/generate-demo-assets.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');
const demoDir = path.join(publicDir, 'assets/demo');
mkdirSync(demoDir, { recursive: true });

const qrCodes = [
  ['qr-university-wechat.svg', 'https://www.demo-university.edu.cn/'],
  ['qr-university-weibo.svg', 'https://weibo.com/'],
  ['qr-gov-wechat.svg', 'https://www.gov.cn/'],
];

for (const [file, text] of qrCodes) {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1 });
  writeFileSync(path.join(demoDir, file), svg.endsWith('\n') ? svg : `${svg}\n`);
  console.log(`wrote assets/demo/${file} (${text})`);
}

/** Coverage (0..1) of pixel (x, y) by a rounded rectangle, 4x4 supersampled for smooth edges. */
function roundRectCoverage(x, y, left, top, right, bottom, radius) {
  let inside = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const px = x + (sx + 0.5) / 4;
      const py = y + (sy + 0.5) / 4;
      if (px < left || px > right || py < top || py > bottom) continue;
      const cx = Math.min(Math.max(px, left + radius), right - radius);
      const cy = Math.min(Math.max(py, top + radius), bottom - radius);
      if ((px - cx) ** 2 + (py - cy) ** 2 <= radius * radius) inside++;
    }
  }
  return inside / 16;
}

/** A 32x32 icon: a white "一" bar on a #007aff rounded square, as a single-image ICO (BMP payload). */
function buildFavicon() {
  const size = 32;
  const blue = [0x00, 0x7a, 0xff];
  const white = [0xff, 0xff, 0xff];

  // Top-down RGBA first, then written bottom-up as BGRA.
  const rgba = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const bg = roundRectCoverage(x, y, 1, 1, 31, 31, 7);
      const bar = roundRectCoverage(x, y, 7, 14, 25, 18.5, 2);
      const rgb = blue.map((c, i) => Math.round(c * (1 - bar) + white[i] * bar));
      rgba.push([...rgb, Math.round(bg * 255)]);
    }
  }

  const headerSize = 6 + 16; // ICONDIR + one ICONDIRENTRY
  const infoSize = 40; // BITMAPINFOHEADER
  const xorSize = size * size * 4;
  const andRowBytes = Math.ceil(size / 32) * 4; // 1 bpp rows padded to 32 bits
  const andSize = andRowBytes * size;
  const imageSize = infoSize + xorSize + andSize;
  const buf = Buffer.alloc(headerSize + imageSize);
  let o = 0;

  // ICONDIR
  buf.writeUInt16LE(0, o); // reserved
  buf.writeUInt16LE(1, o + 2); // type: 1 = icon
  buf.writeUInt16LE(1, o + 4); // image count
  o += 6;

  // ICONDIRENTRY
  buf.writeUInt8(size, o); // width
  buf.writeUInt8(size, o + 1); // height
  buf.writeUInt8(0, o + 2); // palette colours
  buf.writeUInt8(0, o + 3); // reserved
  buf.writeUInt16LE(1, o + 4); // colour planes
  buf.writeUInt16LE(32, o + 6); // bits per pixel
  buf.writeUInt32LE(imageSize, o + 8); // size of image data
  buf.writeUInt32LE(headerSize, o + 12); // offset of image data
  o += 16;

  // BITMAPINFOHEADER (height is doubled: XOR bitmap + AND mask)
  buf.writeUInt32LE(infoSize, o);
  buf.writeInt32LE(size, o + 4);
  buf.writeInt32LE(size * 2, o + 8);
  buf.writeUInt16LE(1, o + 12); // planes
  buf.writeUInt16LE(32, o + 14); // bit count
  buf.writeUInt32LE(0, o + 16); // BI_RGB
  buf.writeUInt32LE(xorSize + andSize, o + 20); // image size
  // x/y pixels per metre, colours used, important colours: 0
  o += infoSize;

  // XOR bitmap: BGRA, bottom-up
  for (let y = size - 1; y >= 0; y--) {
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = rgba[y * size + x];
      buf.writeUInt8(b, o++);
      buf.writeUInt8(g, o++);
      buf.writeUInt8(r, o++);
      buf.writeUInt8(a, o++);
    }
  }

  // AND mask: 1 = transparent, bottom-up, rows padded to 4 bytes
  for (let y = size - 1; y >= 0; y--) {
    for (let x = 0; x < size; x++) {
      if (rgba[y * size + x][3] === 0) buf[o + (x >> 3)] |= 0x80 >> (x & 7);
    }
    o += andRowBytes;
  }

  return buf;
}

writeFileSync(path.join(publicDir, 'favicon.ico'), buildFavicon());
console.log('wrote favicon.ico');

// Service-hall category icons: [file, colour, character, title]. The seed (apps/api/src/seed/service-hall)
// points every category and app at one of these files.
const categoryIcons = [
  ['jiaowu', '#1a73e8', '教', '教学教务'],
  ['xuesheng', '#f59e0b', '学', '学生事务'],
  ['yanjiusheng', '#7c3aed', '研', '研究生服务'],
  ['keyan', '#0891b2', '科', '科研服务'],
  ['renshi', '#dc2626', '人', '人事服务'],
  ['caiwu', '#ca8a04', '财', '财务服务'],
  ['houqin', '#16a34a', '勤', '资产后勤'],
  ['tushu', '#9333ea', '书', '图书档案'],
  ['wangluo', '#2563eb', '网', '网络信息'],
  ['anquan', '#b91c1c', '安', '安全保卫'],
  ['shenghuo', '#ea580c', '生', '校园生活'],
  ['waishi', '#0d9488', '外', '对外交流'],
  ['jiuye', '#db2777', '业', '招生就业'],
  ['biz-jiaoxue', '#4f46e5', '课', '教学科研系统'],
  ['biz-guanli', '#0f766e', '管', '管理服务系统'],
  ['biz-xiaoyuan', '#e11d48', '卡', '校园生活系统'],
  ['biz-bangong', '#475569', '办', '协同办公系统'],
  ['huji', '#1d4ed8', '户', '户籍证件'],
  ['shebao', '#059669', '社', '社会保障'],
  ['yibao', '#0284c7', '医', '医疗保障'],
  ['hunyu', '#e11d48', '婚', '婚育收养'],
  ['gongjijin', '#d97706', '房', '住房公积金'],
  ['jiaotong', '#4338ca', '交', '交通出行'],
  ['jiaoyu', '#7c3aed', '育', '教育就学'],
  ['minzheng', '#be123c', '民', '民政救助'],
  ['kaiban', '#c2410c', '企', '企业开办'],
  ['xuke', '#0f766e', '许', '经营许可'],
  ['shuiwu', '#a16207', '税', '税费办理'],
  ['jianshe', '#57534e', '建', '工程建设'],
  ['yonggong', '#2563eb', '工', '劳动用工'],
  ['huanbao', '#15803d', '环', '生态环境'],
  ['biz-zhengwu', '#b3261e', '政', '政务业务系统'],
];

const iconDir = path.join(demoDir, 'icons');
mkdirSync(iconDir, { recursive: true });
for (const [file, color, char, title] of categoryIcons) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${title}">
  <title>${title}</title>
  <rect width="64" height="64" rx="14" fill="${color}"/>
  <circle cx="52" cy="10" r="22" fill="#fff" fill-opacity="0.14"/>
  <text x="32" y="43.5" text-anchor="middle" font-size="30" font-weight="700" fill="#fff" font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif">${char}</text>
</svg>
`;
  writeFileSync(path.join(iconDir, `${file}.svg`), svg);
}
console.log(`wrote ${categoryIcons.length} icons in assets/demo/icons/`);

// Blank and sample application forms (通用申请表), printable pages without scripts.
const formRows = (sample) =>
  [
    ['申请人姓名', '李明'],
    ['学号／工号／证件号码', '2023001'],
    ['所在单位', '计算机科学与技术学院'],
    ['联系电话', '138****5678'],
    ['申请事项', '在读证明开具'],
    ['申请事由', '办理出国签证，需中英文在读证明各 1 份'],
  ]
    .map(([label, value]) => `      <tr><th>${label}</th><td>${sample ? value : ''}</td></tr>`)
    .join('\n');
const formPage = (sample) => `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${sample ? '通用申请表（填写样例）' : '通用申请表'}</title>
  <style>
    body { font-family: 'PingFang SC', 'Microsoft YaHei', sans-serif; max-width: 720px; margin: 32px auto; padding: 0 16px; color: #1f2937; }
    h1 { text-align: center; font-size: 22px; letter-spacing: 4px; }
    table { width: 100%; border-collapse: collapse; margin-top: 16px; }
    th, td { border: 1px solid #374151; padding: 12px; text-align: left; height: 24px; }
    th { width: 34%; background: #f3f4f6; font-weight: 600; }
    td { color: #1d4ed8; }
    .sign { margin-top: 32px; display: flex; justify-content: space-between; }
    .note { margin-top: 24px; font-size: 13px; color: #6b7280; }
  </style>
</head>
<body>
  <h1>${sample ? '通用申请表（填写样例）' : '通用申请表'}</h1>
  <table>
${formRows(sample)}
  </table>
  <div class="sign"><span>申请人签字：${sample ? '李明' : ''}</span><span>日期：${sample ? '2026 年 3 月 2 日' : '　　年　　月　　日'}</span></div>
  <p class="note">说明：本表为演示用通用申请表，可打印后手工填写，或在线填写后签字扫描上传。</p>
</body>
</html>
`;
const formDir = path.join(demoDir, 'forms');
mkdirSync(formDir, { recursive: true });
writeFileSync(path.join(formDir, 'application-form.html'), formPage(false));
writeFileSync(path.join(formDir, 'application-form-sample.html'), formPage(true));
console.log('wrote assets/demo/forms/application-form.html and application-form-sample.html');
