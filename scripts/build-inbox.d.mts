export type InboxData = { words: Record<string, unknown>; languages: { line: string; reply: string }[]; company: string; base: string };
export const inboxDir: string;
export function inboxData(options?: { base?: string }): Promise<InboxData>;
export function inboxHtml(data: InboxData): string;
export function buildInbox(): Promise<string>;
