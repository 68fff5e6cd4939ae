// @ts-expect-error: a module of the Workers runtime, which Cloudflare's types (not installed) declare.
import { EmailMessage } from 'cloudflare:email';
import { receiveEnquiry, type EnquiryEnv } from '../_lib/enquiry';

// POST /api/enquiry: a form's message into the inbox (functions/_lib/enquiry.ts, docs/inbox.md).
type Env = EnquiryEnv & { SEND_EMAIL?: { send(message: unknown): Promise<void> } };

export async function onRequestPost({ request, env }: { request: Request; env: Env }): Promise<Response> {
  const binding = env.SEND_EMAIL;
  return receiveEnquiry(
    { request, env },
    { mailer: binding ? ({ from, to, raw }) => binding.send(new EmailMessage(from, to, raw)) : undefined },
  );
}
