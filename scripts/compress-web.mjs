// After `vite build`: writes .br and .gz beside every text asset, so the server sends
// compressed files (@fastify/static `preCompressed`) without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist/web');
let files = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(name));
  if (!/\.(js|css|html|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files++;
}
console.log(`Compressed ${files} files in ${path.relative(process.cwd(), root) || '.'} (.br and .gz).`);
