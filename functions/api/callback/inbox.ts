import { loadRules } from '../../_lib/enquiry';
import { handleInbox, type InboxApiEnv } from '../../_lib/inbox';

// GET /api/callback/inbox: where GitHub sends staff back after signing in to the inbox
// (a sub-path of the OAuth app's callback URL; functions/_lib/inbox-sign-in.ts).
export async function onRequestGet({ request, env }: { request: Request; env: InboxApiEnv }): Promise<Response> {
  return handleInbox({ request, env }, { rules: () => loadRules(env, request) });
}
