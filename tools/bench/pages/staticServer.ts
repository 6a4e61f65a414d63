/**
 * A static host for the page-speed bench: serves a built site under its base
 * path with brotli or gzip (whichever the browser accepts, as static hosts
 * do), `Cache-Control` like GitHub Pages, and the site's 404 page. Written
 * here rather than taken from npm because it must compress like a host
 * (sirv only serves pre-compressed files) and is short.
 *
 * Every compressible file is brotli-compressed before the server starts
 * listening (and gzip bodies are cached when first asked for), so compression
 * time never shows up in a measurement: Lighthouse's simulation takes each
 * request's observed server time into its figures, and compressing a page's
 * HTML or main bundle on its first request would add up to hundreds of
 * milliseconds to the first run of each route.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {builtFile, readTree} from '../lib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|wasm)|image\/svg)/;

export type StaticServer = {url: string; close(): Promise<void>};

/** Serves `dir` at http://127.0.0.1:<port><basePath>. */
export function serveStatic(dir: string, basePath: string, port: number): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const compressed = (file: string, encoding: 'br' | 'gzip', body: Buffer): Buffer => {
    const key = `${encoding}:${file}`;
    let out = cache.get(key);
    if (!out) {
      out = encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, {level: 9});
      cache.set(key, out);
    }
    return out;
  };
  for (const [name, body] of readTree(dir)) {
    // The same path builtFile() gives for a request, so the request finds it in the cache.
    const file = path.join(dir, name);
    if (COMPRESSIBLE.test(TYPES[path.extname(file)] ?? '')) compressed(file, 'br', body);
  }
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const found = builtFile(dir, urlPath, basePath);
    const file = found ?? path.join(dir, '404.html');
    const body = fs.readFileSync(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.test(type) ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const payload = encoding ? compressed(file, encoding, body) : body;
    res.writeHead(found ? 200 : 404, {
      'Content-Type': type,
      'Cache-Control': 'max-age=600',
      Vary: 'Accept-Encoding',
      'Content-Length': payload.length,
      ...(encoding ? {'Content-Encoding': encoding} : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}${basePath}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
