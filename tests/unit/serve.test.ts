/**
 * `npm start`'s server (scripts/serve.mjs), on a small site of its own next to a file it must never serve: hostile
 * request lines get a 4xx and the server goes on serving (issue #32: `GET //[` used to stop it); nothing outside the
 * site's folder is served; an unknown path gets the 404 page of its language (/zh/… the Chinese one); and stopping
 * npm stops the server.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { freePort, serveBuild } from '../../scripts/served-site.mjs';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';
let dir: string;
let server: { origin: string; stop: () => void };
const port = () => Number(new URL(server.origin).port);

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('site/index.html', '<!doctype html><html lang="en"><p>home page</p></html>');
  write('site/404.html', '<!doctype html><html lang="en"><h1>PAGE NOT FOUND</h1></html>');
  write('site/zh/index.html', '<!doctype html><html lang="zh"><p>首页</p></html>');
  write('site/zh/404.html', '<!doctype html><html lang="zh"><h1>页面未找到</h1></html>');
  write('site/guide/start.html', '<!doctype html><html lang="en"><p>a guide</p></html>');
  // What a path escaping the site would reach: a file, and a 404 page a language prefix of `..` would pick.
  write('secret.txt', SECRET);
  write('404.html', SECRET);
  server = await serveBuild(path.join(dir, 'site'));
});

afterAll(() => {
  server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends `requestLine` (and a Host header) as is over a socket; the status of the answer (0: none) and its text. */
function raw(requestLine: string | Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port(), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A request Node's parser refuses is answered and the connection closed, which may reset the rest of the send.
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    // Not half-closed (`end`): Node drops the answer to a client that stops sending; `Connection: close` ends it.
    socket.write(Buffer.concat([Buffer.from(requestLine), Buffer.from('\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')]));
  });
}

describe('scripts/serve.mjs', () => {
  test.each<[string, number, string | Buffer]>([
    ['a target that is no URL', 400, 'GET //[ HTTP/1.1'],
    ['bad %-encoding', 400, 'GET /%E0%A4%A HTTP/1.1'],
    ['an encoded NUL byte', 400, 'GET /index.html%00 HTTP/1.1'],
    ['a raw NUL byte', 400, Buffer.from('GET /index.html\0 HTTP/1.1', 'latin1')],
    ['an overlong path (10,000 characters)', 404, `GET /${'a'.repeat(10_000)} HTTP/1.1`],
    ['encoded .. to /etc/passwd', 404, 'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1'],
    ['.. out of the site', 404, 'GET /../secret.txt HTTP/1.1'],
    ['encoded .. out of the site', 404, 'GET /%2e%2e/secret.txt HTTP/1.1'],
    ['an encoded slash after ..', 404, 'GET /..%2fsecret.txt HTTP/1.1'],
    ['.. out of a language folder', 404, 'GET /zh/..%2f..%2fsecret.txt HTTP/1.1'],
    ['.. as the language of a 404', 404, 'GET /..%2f/nope HTTP/1.1'],
    ['POST', 405, 'POST / HTTP/1.1'],
    ['DELETE', 405, 'DELETE /index.html HTTP/1.1'],
    ['a method HTTP does not know', 400, 'BREW / HTTP/1.1'],
  ])('%s: answered %d', async (_name, status, line) => {
    const answer = await raw(line);
    expect(answer.status).toBe(status);
    expect(answer.text).not.toContain(SECRET);
    expect(answer.text).not.toMatch(/root:.*:0:0:/);
  });

  test('a path longer than a request header may be is refused, not served', async () => {
    const answer = await raw(`GET /${'a'.repeat(70_000)} HTTP/1.1`);
    expect([0, 431]).toContain(answer.status);
  });

  test('after all of them, pages are still served', async () => {
    for (const line of ['GET //[ HTTP/1.1', 'GET /%00 HTTP/1.1', 'PUT / HTTP/1.1']) await raw(line);
    const home = await fetch(`${server.origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('home page');
    expect((await fetch(`${server.origin}/guide/start`)).status).toBe(200);
  });

  test.each([
    ['/zh/nope', 'zh', '页面未找到'],
    ['/zh/guide/no/such/page', 'zh', '页面未找到'],
    ['/nope', 'en', 'PAGE NOT FOUND'],
    ['/guide/nope', 'en', 'PAGE NOT FOUND'],
    // Only the language folder as the site's build names it: the browser takes /ZH/ for an English path too.
    ['/ZH/nope', 'en', 'PAGE NOT FOUND'],
  ])('%s: 404 with the %s 404 page', async (route, lang, heading) => {
    const response = await fetch(`${server.origin}${route}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(heading);
  });

  test('a SIGINT to npm alone (npm run serve) stops the server: no shell is left between them', async () => {
    const port = await freePort();
    const site = path.join(dir, 'site');
    const npm = spawn('npm', ['run', 'serve', '--', '--port', String(port), '--root', site], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      // Its own process group, so that the signal reaches npm only and the cleanup below reaches all of it.
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const listening = () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(true)).on('error', () => resolve(false));
        socket.unref();
        setTimeout(() => socket.destroy(), 500).unref();
      });
    try {
      await new Promise<void>((resolve) => npm.stdout.on('data', (chunk) => String(chunk).includes('served at') && resolve()));
      expect(await listening()).toBe(true);
      process.kill(npm.pid as number, 'SIGINT');
      let stopped = false;
      for (let tries = 0; tries < 50 && !stopped; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        stopped = !(await listening());
      }
      expect(stopped).toBe(true);
    } finally {
      try {
        process.kill(-(npm.pid as number), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
});
