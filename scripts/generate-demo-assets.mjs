// Generates the demo assets that cannot reasonably be hand-written:
//   - the three QR codes referenced by the seed data (real, scannable; made with the `qrcode` package)
//   - apps/web/public/favicon.ico (a 32x32 32-bit BMP-in-ICO, written byte by byte)
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
