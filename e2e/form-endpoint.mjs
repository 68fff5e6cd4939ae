// A stand-in for a hosted form back-end (Formspree and the like) on 127.0.0.1, for the browser tests.
// POST /submit answers by the `mode` query parameter, so parallel tests never share state:
//   ok (default) 200 JSON · 422 · 500 · timeout (answers after 15 s, past the form's 10 s limit) ·
//   html (200 with an HTML page, as a misconfigured endpoint or a login wall answers) ·
//   redirect (303 to GET /thanks, an HTML page, as a back-end that redirects to a thank-you page).
// The last two are 2xx in the end but no acknowledgement: the form must keep the draft.
// Usage: node e2e/form-endpoint.mjs [port=3102]
import http from 'node:http';

const port = Number(process.argv[2] ?? 3102);
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

const thanksPage = '<!doctype html><html lang="en"><title>Thank you</title><h1>Thank you!</h1></html>';

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  // The thank-you page, whatever the method. Under Playwright's interception, which rewrites the
  // POST's URL to pick the mode, Chromium sometimes follows the 303 to that rewritten URL instead
  // of /thanks (a GET to /submit?mode=redirect, measured 10 times in 25 runs): answer it the same.
  const redirected = url.pathname === '/submit' && request.method === 'GET' && url.searchParams.get('mode') === 'redirect';
  if (url.pathname === '/thanks' || redirected) {
    response.writeHead(200, { ...cors, 'Content-Type': 'text/html; charset=utf-8' }).end(thanksPage);
    return;
  }
  if (url.pathname === '/' && request.method === 'GET') {
    response.writeHead(200, { ...cors, 'Content-Type': 'text/plain' }).end('form endpoint fixture');
    return;
  }
  if (url.pathname !== '/submit' || request.method !== 'POST') {
    response.writeHead(404, cors).end();
    return;
  }
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const mode = url.searchParams.get('mode') ?? 'ok';
    const json = { ...cors, 'Content-Type': 'application/json' };
    if (mode === 'timeout') {
      const timer = setTimeout(() => response.writeHead(200, json).end('{"ok":true}'), 15_000);
      request.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === '500') return response.writeHead(500, json).end('{"error":"Internal Server Error"}');
    if (mode === '422') return response.writeHead(422, json).end('{"error":"Validation failed"}');
    if (mode === 'html') return response.writeHead(200, { ...cors, 'Content-Type': 'text/html; charset=utf-8' }).end(thanksPage);
    if (mode === 'redirect') return response.writeHead(303, { ...cors, Location: '/thanks' }).end();
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return response.writeHead(400, json).end('{"error":"Body is not JSON"}');
    }
    response.writeHead(200, json).end(JSON.stringify({ ok: true, received: Object.keys(body).length }));
  });
});

server.listen(port, '127.0.0.1', () => console.log(`form endpoint fixture on http://127.0.0.1:${port}/submit`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
