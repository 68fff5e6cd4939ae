#!/usr/bin/env node
// A WordPress-compatible posts API for the tests, with no dependencies:
//   GET /wp-json/wp/v2/posts?page=&per_page=&_fields=&mode=
// It answers like WordPress (CORS headers, X-WP-Total, X-WP-TotalPages, _fields, a 400 past the
// last page). `mode` picks the behaviour PER REQUEST, so parallel tests never interfere:
//   normal     12 posts with entities and inline markup (2 pages of 9)
//   xss        every vector of lib/xss-vectors.json, then posts with bad links (7 pages of 9)
//   500        HTTP 500 with a WordPress error body
//   malformed  HTTP 200 whose body is not valid JSON
//   empty      []
//   slow       the normal answer after 12 s (longer than the browser's 8 s time-out)
//   shapes     page 1 mixes good posts with wrong shapes; page 2 is not an array
//   object     HTTP 200 with a JSON object, as /wp-json/ answers: not a list of posts
//   huge       ignores per_page: 500 posts on every page (X-WP-TotalPages 500), the first with
//              two 1 MB excerpts, a half-megabyte title, one excerpt of 400 <br> and one of 300
//              nested lists: about 3 MB in all, under the 5 MB the site reads of an answer at all
//              (lib/limits.ts's maxAnswerBytes), so each field's own bound is what is tested
//   shifted    the normal posts, but page 2 starts with the last post of page 1 again, its id
//              a string ("104"), as when a post is published between two requests
//   second     one post unlike the others, for checking that a second build publishes a changed answer
// WP_FIXTURE_MODE sets the mode of requests that name none (the build's): normal unless set.
// Usage: node e2e/wp-fixture.mjs   (WP_FIXTURE_PORT overrides 3101; binds 127.0.0.1 only)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { listenUntilStopped } from '../scripts/process.mjs';

const port = Number(process.env.WP_FIXTURE_PORT ?? 3101);
const host = '127.0.0.1';
const slowMs = 12_000;
const defaultMode = process.env.WP_FIXTURE_MODE || 'normal';
const origin = 'https://blog.example.com';

const vectors = JSON.parse(readFileSync(new URL('../lib/xss-vectors.json', import.meta.url), 'utf8'));

/** A post with every field WordPress sends (more than the site asks for, so _fields matters). */
function post(id, date, slug, title, excerpt, link = `${origin}/${date.slice(0, 10).replaceAll('-', '/')}/${slug}/`) {
  return {
    id,
    date,
    date_gmt: date,
    slug,
    status: 'publish',
    type: 'post',
    link,
    title: { rendered: title },
    content: { rendered: `<p>Full text of “${slug}”.</p>`, protected: false },
    excerpt: { rendered: excerpt, protected: false },
    author: 1,
    categories: [1],
  };
}

// One post a row, as a table reads.
// prettier-ignore
const normalPosts = [
  post(112, '2026-11-18T09:30:00', 'port-qasim-gulf-service', 'Port Qasim adds a weekly Gulf service &#8211; what it means for lead times', '<p>A new weekly feeder from Port Qasim to Jebel Ali shortens transit for Gulf buyers. Here is how it changes our quoted lead times &amp; cut-off dates&nbsp;[&hellip;]</p>\n'),
  post(111, '2026-11-04T10:00:00', 'approving-a-pre-production-sample', 'Buyer&#8217;s checklist: approving a pre-production sample', '<p>Five things to check before you sign off a sample: <strong>materials</strong>, <em>finish</em>, sizes, packing and labels. <a href="https://blog.example.com/2026/11/04/approving-a-pre-production-sample/">Continue reading</a></p>\n'),
  post(110, '2026-10-21T08:15:00', 'cotton-and-leather-prices', 'Cotton &amp; leather prices this autumn: <em>what we are seeing</em>', '<p>Raw cotton rose again in October while finished leather held steady. What that means for quotations valid into the new year&nbsp;[&hellip;]</p>\n'),
  post(109, '2026-10-07T11:45:00', 'packing-furniture-for-containers', 'How we pack furniture for 40&#8242; containers', '<p>Corner guards, knock-down fittings and moisture control: the way a container is loaded decides how the goods arrive&nbsp;[&hellip;]</p>\n'),
  post(108, '2026-09-23T14:00:00', 'sialkot-sports-goods-visit', 'Notes from a visit to Sialkot&#8217;s sports-goods makers', '<p>Hand-stitched balls, gloves and protective gear: what we learned about capacity and quality control in Sialkot&nbsp;[&hellip;]</p>\n'),
  post(107, '2026-09-09T09:00:00', 'private-labels-and-barcodes', 'Private labels &amp; barcodes: what to send us before production', '<ul><li>Artwork files</li><li>EAN or UPC numbers</li><li>Carton marks</li></ul>\n'),
  post(106, '2026-08-26T16:20:00', 'bank-details-never-change-by-email', '<strong>Reminder:</strong> our bank details never change by e-mail', '<blockquote><p>If an e-mail asks you to pay a new account, call us first.</p></blockquote>\n'),
  post(105, '2026-08-12T12:00:00', 'natural-materials-variation', 'Handicrafts from Khyber Pakhtunkhwa: care &amp; natural variation', '<p>Wood, stone and hand-woven textiles vary from lot to lot. How we describe that in the specification&nbsp;[&hellip;]</p>\n'),
  post(104, '2026-07-29T10:30:00', 'reading-a-proforma-invoice', 'Reading a proforma invoice line by line', '<p>HS codes, Incoterms, validity and bank details: a walk through the document you pay against&nbsp;[&hellip;]</p>\n'),
  post(103, '2026-07-15T09:10:00', 'solar-accessory-certificates', 'Solar accessories: what the marks on the box mean', '<p>CE, IEC and IP ratings explained for importers of cables, connectors and mounting kits&nbsp;[&hellip;]</p>\n'),
  post(102, '2026-06-30T15:00:00', 'eid-and-production-schedules', 'Eid holidays &amp; production schedules &#8211; planning around them', '<p>Factories close for several days around each Eid. Book production slots early&nbsp;[&hellip;]</p>\n'),
  post(101, '2026-06-16T08:00:00', 'welcome', 'Welcome to &#8220;Industry Insights&#8221;', '<p>News and practical notes for our buyers, from Haripur&nbsp;[&hellip;]</p>\n'),
];

const xssPosts = [
  ...vectors.html.map((vector, index) =>
    post(
      1000 + index,
      `2026-10-${String(1 + (index % 28)).padStart(2, '0')}T12:00:00`,
      `xss-${index + 1}`,
      `XSS test ${index + 1}: ${vector.html}`,
      `<p>Excerpt of XSS test ${index + 1}.</p>${vector.html}`,
    ),
  ),
  ...vectors.links.map((vector, index) =>
    post(
      2000 + index,
      '2026-09-01T12:00:00',
      `bad-link-${index + 1}`,
      `Bad link ${index + 1}: ${vector.name}`,
      '<p>Its link must not be followed.</p>',
      vector.link,
    ),
  ),
];

/** Good posts mixed with everything a broken or hostile API might send instead of a post. */
const shapesPage1 = [
  normalPosts[0],
  { ...normalPosts[1], title: null },
  Object.fromEntries(Object.entries(normalPosts[2]).filter(([key]) => key !== 'title')),
  'not a post',
  null,
  42,
  normalPosts[3],
  { ...normalPosts[4], id: 'abc' },
  { ...normalPosts[5], date: 'yesterday' },
  { ...normalPosts[6], excerpt: 'not an object' },
  { ...normalPosts[7], link: 'javascript:window.__xss=1' },
  { ...normalPosts[8], title: { rendered: '<img src=x onerror="window.__xss=1">' } },
  normalPosts[9],
];
const shapesPage2 = { code: 'not_an_array', message: 'An object where a list of posts belongs.' };

/** What /wp-json/ answers: the API's index, an object. */
const apiIndex = {
  name: 'Example blog',
  description: 'Just another WordPress site',
  url: origin,
  namespaces: ['oembed/1.0', 'wp/v2'],
  routes: {},
};

/** Built on first use (about 3 MB of JSON), then sent as is. */
let hugeAnswer;
function huge() {
  if (hugeAnswer) return hugeAnswer;
  const oneMb = '<p>' + 'A very long excerpt. '.repeat(50_000) + '</p>';
  const special = [
    post(5000, '2026-12-20T10:00:00', 'huge-excerpt-1', 'Huge excerpt one', oneMb),
    post(4999, '2026-12-19T10:00:00', 'huge-excerpt-2', 'Huge excerpt two', oneMb),
    post(4998, '2026-12-18T10:00:00', 'many-line-breaks', 'Four hundred line breaks', `<p>Line${'<br>'.repeat(400)}end</p>`),
    post(
      4997,
      '2026-12-17T10:00:00',
      'nested-lists',
      'Three hundred nested lists',
      `${'<ul><li>Nested'.repeat(300)}${'</li></ul>'.repeat(300)}`,
    ),
    post(4996, '2026-12-16T10:00:00', 'huge-title', `Huge title ${'and more '.repeat(60_000)}`, '<p>Its title is half a megabyte.</p>'),
  ];
  const filler = Array.from({ length: 500 - special.length }, (_, index) =>
    post(4995 - index, '2026-01-01T10:00:00', `filler-${index + 1}`, `Filler post ${index + 1}`, '<p>One of too many.</p>'),
  );
  hugeAnswer = JSON.stringify([...special, ...filler]);
  return hugeAnswer;
}

/** Page 1 as normal; page 2 begins with page 1's last post again, its id now a string. */
function shifted(query) {
  const perPage = 9;
  const page = Number(query.get('page')) || 1;
  const headers = { 'X-WP-Total': String(normalPosts.length + 1), 'X-WP-TotalPages': '2' };
  const posts =
    page === 1
      ? normalPosts.slice(0, perPage)
      : [{ ...normalPosts[perPage - 1], id: String(normalPosts[perPage - 1].id) }, ...normalPosts.slice(perPage)];
  const fields = query
    .get('_fields')
    ?.split(',')
    .map((field) => field.trim());
  return { posts: posts.map((item) => pick(item, fields)), headers };
}

const secondPosts = [
  post(
    201,
    '2026-12-01T09:00:00',
    'second-answer',
    'The second answer: this build asked WordPress again',
    '<p>Published only by a build that asked again.</p>',
  ),
];

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages',
};

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/** Keeps only the requested top-level fields, as WordPress does with _fields. */
function pick(item, fields) {
  if (!fields || !item || typeof item !== 'object') return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => fields.includes(key)));
}

function paginate(res, posts, query) {
  const perPage = Math.min(100, Math.max(1, Number(query.get('per_page')) || 10));
  const page = Math.max(1, Number(query.get('page')) || 1);
  const totalPages = Math.ceil(posts.length / perPage);
  const headers = { 'X-WP-Total': String(posts.length), 'X-WP-TotalPages': String(totalPages) };
  if (page > 1 && page > totalPages) {
    return send(
      res,
      400,
      {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
      headers,
    );
  }
  const fields = query
    .get('_fields')
    ?.split(',')
    .map((field) => field.trim());
  send(
    res,
    200,
    posts.slice((page - 1) * perPage, page * perPage).map((item) => pick(item, fields)),
    headers,
  );
}

function handle(req, res) {
  const url = new URL(req.url ?? '/', `http://${host}:${port}`);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    return res.end();
  }
  if (req.method !== 'GET' || url.pathname.replace(/\/$/, '') !== '/wp-json/wp/v2/posts') {
    return send(res, 404, {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  }
  const query = url.searchParams;
  switch (query.get('mode') ?? defaultMode) {
    case 'normal':
      return paginate(res, normalPosts, query);
    case 'xss':
      return paginate(res, xssPosts, query);
    case '500':
      return send(res, 500, {
        code: 'internal_server_error',
        message: 'There has been a critical error on this website.',
        data: { status: 500 },
      });
    case 'malformed':
      return send(res, 200, '[{"id": 1, "date": "2026-11-01T10:00:00", "title": {"rendered": "Cut off', {
        'X-WP-Total': '1',
        'X-WP-TotalPages': '1',
      });
    case 'empty':
      return send(res, 200, [], { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
    case 'slow': {
      const timer = setTimeout(() => paginate(res, normalPosts, query), slowMs);
      // The browser gives up first; drop the timer when it hangs up.
      res.on('close', () => clearTimeout(timer));
      return undefined;
    }
    case 'shapes': {
      const headers = { 'X-WP-Total': String(shapesPage1.length), 'X-WP-TotalPages': '2' };
      const fields = query
        .get('_fields')
        ?.split(',')
        .map((field) => field.trim());
      if (Number(query.get('page') ?? 1) === 2) return send(res, 200, shapesPage2, headers);
      return send(
        res,
        200,
        shapesPage1.map((item) => pick(item, fields)),
        headers,
      );
    }
    case 'object':
      return send(res, 200, apiIndex);
    case 'huge':
      return send(res, 200, huge(), { 'X-WP-Total': '500', 'X-WP-TotalPages': '500' });
    case 'shifted': {
      const { posts, headers } = shifted(query);
      return send(res, 200, posts, headers);
    }
    case 'second':
      return paginate(res, secondPosts, query);
    default:
      return send(res, 400, { code: 'unknown_mode', message: `Unknown fixture mode "${query.get('mode')}".` });
  }
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) send(res, 500, { code: 'fixture_error', message: String(error) });
  }
});

listenUntilStopped(server, {
  host,
  port,
  name: 'WordPress fixture',
  ready: () => `WordPress fixture at http://${host}:${port}/wp-json/wp/v2/posts`,
});
