// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../vite.config';

/**
 * docs/nginx.conf, read the way nginx reads it: blocks, directives, `include` of the headers file, and nginx's rule
 * for `add_header` (a level that has any add_header of its own does not inherit its parent's). Checked against the
 * preview server's headers (vite.config.ts `securityHeaders`), so production serves what the tests see.
 */
interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

const DOCS = join(__dirname, '..', '..', 'docs');
/** Where docs/nginx.conf says the headers file is installed, and the file of the repository it is. */
const INCLUDES: Record<string, string> = {
  '/etc/nginx/snippets/portail-ecole-headers.conf': join(DOCS, 'nginx-security-headers.conf'),
};
/** The API host docs/nginx.conf names as the example to replace. */
const API_HOST = 'https://api.ecole.example';

function tokens(text: string): string[] {
  const out: string[] = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith('#')) continue;
    out.push(match[1] ?? match[2] ?? match[3] ?? match[4]!);
  }
  return out;
}

function parse(text: string): Directive[] {
  const list = tokens(text);
  let at = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < list.length && list[at] !== '}') {
      const name = list[at++]!;
      const args: string[] = [];
      while (list[at] !== ';' && list[at] !== '{') args.push(list[at++]!);
      if (list[at++] === '{') {
        directives.push({ name, args, block: block() });
        at++; // the closing brace
      } else if (name === 'include') {
        const file = INCLUDES[args[0]!];
        if (!file) throw new Error(`include of an unknown file: ${args[0]}`);
        directives.push(...parse(readFileSync(file, 'utf8')));
      } else directives.push({ name, args });
    }
    return directives;
  };
  return block();
}

/** The headers nginx adds at a level: its own add_header lines, or, when it has none, its parent's. */
function headersAt(level: Directive[], inherited: Record<string, string>): Record<string, string> {
  const own = level.filter((directive) => directive.name === 'add_header');
  if (own.length === 0) return inherited;
  // A security header goes on every answer, errors included; caching is for successful answers only.
  for (const header of own.filter((h) => h.args[0] !== 'Cache-Control')) {
    expect(header.args[2], `add_header ${header.args[0]} without "always"`).toBe('always');
  }
  return Object.fromEntries(own.map((header) => [header.args[0]!, header.args[1]!]));
}

const servers = parse(readFileSync(join(DOCS, 'nginx.conf'), 'utf8')).filter((d) => d.name === 'server');
const listens = (server: Directive) =>
  server.block!.filter((d) => d.name === 'listen').map((d) => d.args.join(' '));
const tls = servers.find((server) => listens(server).some((listen) => /\b443\b.*\bssl\b/.test(listen)))!;
const plain = servers.find((server) => listens(server).some((listen) => /^80\b/.test(listen)))!;
const locations = tls.block!.filter((d) => d.name === 'location');
const locationAt = (path: string) => locations.find((location) => location.args.at(-1) === path);

describe('docs/nginx.conf (production serving)', () => {
  it('every location of the HTTPS server sends the preview server’s security headers, and HSTS', () => {
    const expected = {
      ...securityHeaders([API_HOST]),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    };
    const serverHeaders = headersAt(tls.block!, {});
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const location of [{ name: 'server', args: [], block: [] }, ...locations]) {
      const headers = headersAt(location.block!, serverHeaders);
      for (const [name, value] of Object.entries(expected)) {
        expect(headers[name], `${name} at ${location.args.join(' ') || 'the server level'}`).toBe(value);
      }
    }
  });

  it('hashed assets are cached for a year and index.html never, each besides the security headers', () => {
    const serverHeaders = headersAt(tls.block!, {});
    expect(headersAt(locationAt('/assets/')!.block!, serverHeaders)['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const app = locationAt('/')!;
    expect(headersAt(app.block!, serverHeaders)['Cache-Control']).toBe('no-cache');
    expect(app.block!.find((d) => d.name === 'try_files')?.args).toEqual(['$uri', '/index.html']);
  });

  it('the build’s manifest (/.vite/) is not served', () => {
    const manifest = locationAt('/.vite/');
    expect(manifest?.args[0]).toBe('^~');
    expect(manifest!.block!.find((d) => d.name === 'return')?.args[0]).toBe('404');
  });

  it('TLS: the portal is served on 443 with a certificate; plain HTTP only redirects to HTTPS', () => {
    expect(tls.block!.some((d) => d.name === 'ssl_certificate')).toBe(true);
    expect(tls.block!.some((d) => d.name === 'ssl_certificate_key')).toBe(true);
    expect(tls.block!.find((d) => d.name === 'ssl_protocols')?.args).toEqual(['TLSv1.2', 'TLSv1.3']);
    const redirect = plain.block!.filter((d) => !['listen', 'server_name'].includes(d.name));
    expect(redirect).toEqual([{ name: 'return', args: ['301', 'https://$host$request_uri'] }]);
  });
});
