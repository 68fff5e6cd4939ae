import { finishSignIn, type PagesContext } from '../_lib/github-oauth';

// GET /api/callback: where GitHub sends the editor back (the OAuth app's callback URL).
export async function onRequestGet(context: PagesContext): Promise<Response> {
  return finishSignIn(context);
}
