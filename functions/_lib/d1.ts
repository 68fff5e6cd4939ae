// The part of Cloudflare's D1 binding these functions use (Cloudflare's types are not installed).

export type D1Result<T = Record<string, unknown>> = { results: T[]; meta: { changes?: number } };

export type D1PreparedStatement = {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  run(): Promise<D1Result>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
};

export type D1Database = { prepare(sql: string): D1PreparedStatement };

/** The first day, as milliseconds, of what is kept: `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** Deletes what is older than the retention period (docs/inbox.md: on every enquiry and every opening of the inbox). */
export async function deleteExpired(db: D1Database, now: number, months: number): Promise<void> {
  await db.prepare('DELETE FROM enquiries WHERE received_at < ?').bind(retentionCutoff(now, months)).run();
  await db.prepare('DELETE FROM rate_limits WHERE expires_at < ?').bind(now).run();
}
