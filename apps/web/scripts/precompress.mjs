// Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file
// of the build's `assets/`, once, at build time. The server serves them as they are (`preCompressed` in
// apps/api/src/http/static.ts) instead of compressing each asset again on every request: no CPU per
// request for the 2 MB of JavaScript and CSS, and smaller files (Brotli 11 against the 4 used on the
// fly). Files under 1 KB are left alone (the server does not compress those either).
//
//   node scripts/precompress.mjs [--dist <dir>]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
const MIN_BYTES = 1024;

/** Compresses the files of `dir/assets`; returns how many and their sizes before and after Brotli. */
export function precompress(dir) {
  const assets = join(dir, 'assets');
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const name of readdirSync(assets)) {
    const file = join(assets, name);
    if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    raw += body.length;
    brotli += br.length;
  }
  return { files, raw, brotli };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--dist');
  const dist = at > 0 ? resolve(process.argv[at + 1]) : fileURLToPath(new URL('../dist', import.meta.url));
  const { files, raw, brotli } = precompress(dist);
  console.log(
    `Precompressed ${files} assets: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB Brotli (and gzip)`,
  );
}
