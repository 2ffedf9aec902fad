// Compresses the web build's hashed assets once, at build time, with the strongest settings (brotli 11, gzip 9):
// the server sends `.br` / `.gz` beside each file as they are (@fastify/static preCompressed), never per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'apps/web/build/client/assets');
const compressible = /\.(js|mjs|css|json|svg|txt|html|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(name));
  if (!compressible.test(file) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += br.length;
}
console.log(`precompress: ${files} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`);
