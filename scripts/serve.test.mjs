/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

// scripts/serve.mjs on a small export, on 127.0.0.1 at a port the system picks.
let dir;
let server;
let port;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
  writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(dir, 'about.html'), '<h1>About</h1>');
  mkdirSync(path.join(dir, 'x'));
  writeFileSync(path.join(dir, 'x', 'contact.html'), '<h1>Contact</h1>');
  server = spawn(process.execPath, ['scripts/serve.mjs', dir, '0'], { env: { ...process.env, HOST: '127.0.0.1' } });
  port = await new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/:(\d+)/);
      if (found) resolve(Number(found[1]));
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** GET `target` exactly as written (no client normalises it), without following redirects. */
function get(target) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.each([
  ['//about', '/about'],
  ['//x/contact', '/x/contact'],
  ['/x//contact?subject=Devis&a=1', '/x/contact?subject=Devis&a=1'],
  ['///about//', '/about/'],
  ['//evil.example/about', '/evil.example/about'],
  ['//\\evil.example/', '/evil.example/'],
  ['/\\evil.example/', '/evil.example/'],
  ['/\\/evil.example/', '/evil.example/'],
])('answers %s with a permanent redirect to %s, never the home page', async (target, location) => {
  const answer = await get(target);
  expect(answer.status).toBe(308);
  expect(answer.location).toBe(location);
  // Exactly one "/" then neither "/" nor "\\": a browser would read anything else as another host.
  expect(answer.location).toMatch(/^\/(?![/\\])/);
  expect(answer.body).not.toContain('Home');
});

test('still serves single-slash paths and keeps slashes in the query', async () => {
  expect(await get('/about')).toMatchObject({ status: 200, body: '<h1>About</h1>' });
  expect(await get('/x/contact?next=//about')).toMatchObject({ status: 200, body: '<h1>Contact</h1>' });
});
