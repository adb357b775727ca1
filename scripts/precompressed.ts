import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The build's text files compressed once, at build time, at the strongest settings (brotli 11, gzip 9), beside the
 * files (`x.js.br`, `x.js.gz`): a server sends them as they are (docs/nginx.conf `brotli_static`, `gzip_static`),
 * and the preview server does too (`servePrecompressed`). Brotli is about 12% smaller than gzip on the first screen's
 * JavaScript, which a phone on a slow network fetches before anything is drawn.
 */
const COMPRESSED = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files gain nothing worth a second file. */
const SMALLEST = 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `.br` and `.gz` beside every text file of `dir` of at least `SMALLEST` bytes (the manifest's folder aside). */
export function precompress(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSED.test(file) || file.includes(`${sep}.vite${sep}`)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < SMALLEST) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

/** The build step: once every file is written (the service worker included). */
export function precompressedBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portail:precompressed',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (existsSync(outDir)) precompress(outDir);
      },
    },
  };
}

/**
 * The preview server's answer for a hashed asset (`/assets/…`) that has a compressed twin the browser accepts:
 * brotli, else gzip, with the asset's type, the security headers and a year of caching, as docs/nginx.conf serves
 * it. Anything else goes on to Vite's own static files.
 */
export function servePrecompressed(dir: string, headers: OutgoingHttpHeaders) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const type = CONTENT_TYPES[extname(path)];
    if (!['GET', 'HEAD'].includes(request.method ?? '') || !path.startsWith('/assets/') || !type)
      return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return next();
    }
    const file = normalize(join(dir, decoded));
    if (!file.startsWith(normalize(join(dir, 'assets')) + sep)) return next();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = [
      { name: 'br', suffix: '.br' },
      { name: 'gzip', suffix: '.gz' },
    ].find(({ name, suffix }) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + suffix));
    if (!encoding) return next();
    const compressed = file + encoding.suffix;
    response.statusCode = 200;
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) response.setHeader(name, value);
    response.setHeader('Content-Type', `${type}; charset=utf-8`);
    response.setHeader('Content-Encoding', encoding.name);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('Content-Length', statSync(compressed).size);
    response.end(request.method === 'HEAD' ? undefined : readFileSync(compressed));
  };
}
