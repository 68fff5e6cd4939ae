/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

// Every word a visitor reads or hears lives in content/ (STYLE.md): components and pages get it
// as props or import it. This lists each piece of copy written in a .ts or .tsx under components/ or app/
// instead: JSX text with a letter in it, and text given to an attribute that is read or announced.

/** Attributes whose value a visitor reads or a screen reader announces; eyebrow and intro are the sections' own. */
const spokenAttributes = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'eyebrow', 'intro']);

/** Object properties that end up in a page's head or share card. */
const metadataProperties = new Set(['title', 'description', 'imageTitle', 'alt']);

const root = resolve(__dirname, '..');
const letter = /\p{L}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The literal text in an attribute's value: strings, template text, both sides of `a ? b : c` and `a || b`. */
function literalTexts(node: ts.Node): ts.LiteralLikeNode[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node)) return node.expression ? literalTexts(node.expression) : [];
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) return [...literalTexts(node.left), ...literalTexts(node.right)];
  return [];
}

/** "file:line  text" for each piece of copy in one file. */
export function copyIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}  ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && letter.test(node.text)) report(node, node.text);
    // {'Some words'} as a child of an element is JSX text too.
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literalTexts(node.expression)) if (letter.test(literal.text)) report(literal, literal.text);
    }
    if (ts.isJsxAttribute(node) && node.initializer && spokenAttributes.has(node.name.getText(file))) {
      for (const literal of literalTexts(node.initializer)) if (letter.test(literal.text)) report(literal, literal.text);
    }
    // Page metadata and other objects: { title: 'Contact', description: '…' }.
    if (ts.isPropertyAssignment(node) && metadataProperties.has(node.name.getText(file))) {
      for (const literal of literalTexts(node.initializer)) if (letter.test(literal.text)) report(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no copy in code', () => {
  it('finds copy where it is written in code (the check itself)', () => {
    const sample = [
      'const a = <p>Hello</p>;',
      'const b = <a aria-label="Close menu" title={open ? `Open ${x}` : "Shut"} className="flex" />;',
      "const c = <span>{'Words'}</span>;",
      'const d = <p>{copy.text} · {count}</p>;',
      'const e = <Field label={copy.label} placeholder={copy.placeholder} />;',
      "export const metadata = pageMetadata({ title: 'Contact', description: copy.intro });",
    ].join('\n');
    expect(copyIn('sample.tsx', sample)).toEqual([
      'sample.tsx:1  "Hello"',
      'sample.tsx:2  "Close menu"',
      'sample.tsx:2  "Open"',
      'sample.tsx:2  "Shut"',
      'sample.tsx:3  "Words"',
      'sample.tsx:6  "Contact"',
    ]);
  });

  it('holds for every component and page under components/ and app/', () => {
    const files = ['components', 'app'].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(40);
    const checked = files.map((path) => relative(root, path));
    const copy = checked.flatMap((path) => copyIn(path, readFileSync(join(root, path), 'utf8')));
    expect(copy).toEqual([]);
  });
});
