import { loadRules, receiveEnquiry, type EnquiryEnv } from '../../functions/_lib/enquiry';
import { handleInbox, type InboxApiEnv } from '../../functions/_lib/inbox';

// The functions as Cloudflare Pages runs them, for the tests (harness.ts bundles this file and runs
// it in workerd through miniflare): each route calls the function's module with the Pages context.
// The e-mail goes to CAPTURE, a Node function of the test, instead of Email Routing; every other
// address to ASSETS, the site's files.

type Env = EnquiryEnv &
  InboxApiEnv & {
    CAPTURE: { fetch(input: string, init: RequestInit): Promise<Response> };
    ASSETS: { fetch(request: Request): Promise<Response> };
  };

const worker = {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    // The tests' clock: a request says what time it is, so a minute's count or a session's age does not depend on when the test runs.
    const now = () => Number(request.headers.get('X-Test-Now')) || Date.now();
    if (pathname === '/api/enquiry') {
      return receiveEnquiry(
        { request, env },
        {
          now,
          mailer: async (mail) => {
            const answer = await env.CAPTURE.fetch('http://capture/mail', { method: 'POST', body: JSON.stringify(mail) });
            if (!answer.ok) throw new Error(`the mail server answered ${answer.status}`);
          },
        },
      );
    }
    if (pathname.startsWith('/api/inbox') || pathname === '/api/callback/inbox') {
      return handleInbox({ request, env }, { now, rules: () => loadRules(env, request) });
    }
    // Anything else is the site's files, as Pages serves them.
    return env.ASSETS.fetch(request);
  },
};

export default worker;
