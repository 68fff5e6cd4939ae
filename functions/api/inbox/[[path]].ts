import { loadRules } from '../../_lib/enquiry';
import { handleInbox, type InboxApiEnv } from '../../_lib/inbox';

// /api/inbox/…: the inbox's reads and changes, for signed-in staff (functions/_lib/inbox.ts).
export async function onRequest({ request, env }: { request: Request; env: InboxApiEnv }): Promise<Response> {
  return handleInbox({ request, env }, { rules: () => loadRules(env, request) });
}
