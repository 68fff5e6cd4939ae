// Refuses in the editor, before Decap stores it, a file the build would refuse (docs/editing.md, "Uploads").
// Browser code, so no Node: the rules repeat content/image-size.ts's, and upload-guard.test.ts checks they agree.

/** The largest upload, in bytes as Decap counts them (content/image-size.ts's maxUploadBytes). */
export const maxUploadBytes = 10_000_000;

export type UploadKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'svg';

/** The declared types (File.type) accepted, and the file name endings accepted when a browser declares none. */
const imageTypes: Record<string, UploadKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};
const imageEndings = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

/** How many first bytes the check reads: enough for an SVG's XML declaration, comments and doctype. */
const headBytes = 4096;

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/** What the first bytes of a file say it is (the same rules as content/image-size.ts's imageTypeOf). */
export function imageKindOf(bytes: Uint8Array): UploadKind | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (/^GIF8[79]a/.test(latin1(bytes, 0, 6))) return 'gif';
  if (latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && latin1(bytes, 4, 8) === 'ftyp') {
    const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    if (/avif|avis/.test(latin1(bytes, 8, Math.min(size, bytes.length)))) return 'avif';
  }
  // SVG is text: an optional BOM, XML declaration, comments and doctype, then <svg.
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, headBytes)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

/** Markup in an SVG that can run script or embed a page when the file is opened on its own (as content/image-size.ts). */
const svgScript = /<script\b|<foreignObject\b|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*(?:javascript:|&#)|<!ENTITY/i;

/** What a file is instead of a picture, by its first bytes, in words an editor knows ("MZ" is a Windows program). */
const otherKinds: [string, string][] = [
  ['%PDF', 'it is a PDF document'],
  ['MZ', 'it is a Windows program'],
  ['PK', 'it is a ZIP archive, or a Word, Excel or PowerPoint file'],
  ['\x7fELF', 'it is a program'],
  ['<', 'it is a web page or other text'],
];
function opening(bytes: Uint8Array): string {
  if (bytes.length === 0) return 'the file is empty';
  const start = latin1(bytes, 0, 16).trimStart();
  return otherKinds.find(([magic]) => start.startsWith(magic))?.[1] ?? 'its contents are not a picture’s, whatever its name says';
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const use = 'Use a PNG, JPEG, WebP, AVIF, GIF or SVG file.';

/** The file as the check sees it: its name, declared type and size, and its first bytes (up to headBytes; all of an SVG's for the script check). */
export type UploadCandidate = { name: string; type: string; size: number; bytes: Uint8Array };

/** Why `file` must not be uploaded, in the editor's words, or null; a file with no declared type goes by its name. */
export function uploadProblem({ name, type, size, bytes }: UploadCandidate): string | null {
  const refused = `“${name}” was not uploaded:`;
  if (size > maxUploadBytes)
    return `${refused} it is ${megabytes(size)}, over the 10 MB limit for uploads. Save it smaller (3,000 px wide is plenty) and upload it again.`;
  const declared = type.trim().toLowerCase();
  if (declared ? !(declared in imageTypes) : !imageEndings.test(name))
    return `${refused} it is not an image (${declared ? `its type is ${declared}` : 'its name does not end in an image type'}). ${use}`;
  const kind = imageKindOf(bytes);
  if (!kind) return `${refused} it is not an image (${opening(bytes)}). ${use}`;
  if (kind === 'svg' && svgScript.test(new TextDecoder('utf-8').decode(bytes)))
    return `${refused} an SVG with script or embedded content in it (<script>, an on… attribute, a javascript: link, <foreignObject>, an entity) is refused. Save it again without, or upload a PNG.`;
  return null;
}

/** Reads what uploadProblem needs from a File: the first bytes, or the whole of a (small enough) SVG. */
async function candidateOf(file: File): Promise<UploadCandidate> {
  const whole = file.size <= maxUploadBytes && (/svg/i.test(file.type) || /\.svg$/i.test(file.name));
  const bytes = new Uint8Array(await (whole ? file : file.slice(0, headBytes)).arrayBuffer());
  return { name: file.name, type: file.type, size: file.size, bytes };
}

/** The first problem among `files`, or null when every one may be uploaded. */
export async function filesProblem(files: readonly File[]): Promise<string | null> {
  for (const file of files) {
    const problem = uploadProblem(await candidateOf(file));
    if (problem) return problem;
  }
  return null;
}

/**
 * Checks every file input's files first: a capturing `change` listener runs before React's, stops the event, and
 * either `tell`s the problem or sends the input a new `change`. Returns the function that removes it.
 */
export function installUploadGuard(document: Document, tell: (message: string) => void): () => void {
  const passed = new WeakSet<Event>();
  const listener = (event: Event) => {
    const input = event.target;
    if (passed.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    const files = [...input.files];
    void filesProblem(files).then(
      (problem) => {
        if (problem) {
          input.value = '';
          tell(problem);
          return;
        }
        const again = new Event('change', { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      },
      (error: unknown) => {
        input.value = '';
        tell(`The file could not be read, so it was not uploaded (${error instanceof Error ? error.message : String(error)}).`);
      },
    );
  };
  document.addEventListener('change', listener, true);
  return () => document.removeEventListener('change', listener, true);
}
