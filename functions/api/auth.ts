import { startSignIn, type PagesContext } from '../_lib/github-oauth';

// GET /api/auth: where Decap's "Login with GitHub" pop-up starts (backend.auth_endpoint, cms/backend.ts).
export async function onRequestGet(context: PagesContext): Promise<Response> {
  return startSignIn(context);
}
