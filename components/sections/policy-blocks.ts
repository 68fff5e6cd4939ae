// How a policy's full text is written in content: a list of paragraphs, where a paragraph starting
// with "- " is a list item. Shared by the page (policy-grid.tsx) and the editor's preview
// (cms/admin/previews.tsx), so both group it the same way.

export type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** Groups paragraphs: consecutive ones starting with "- " become one list. */
export function toBlocks(paragraphs: string[]): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of paragraphs) {
    if (paragraph.startsWith('- ')) {
      const item = paragraph.slice(2).trim();
      const previous = blocks[blocks.length - 1];
      if (previous?.kind === 'ul') previous.items.push(item);
      else blocks.push({ kind: 'ul', items: [item] });
    } else {
      blocks.push({ kind: 'p', text: paragraph });
    }
  }
  return blocks;
}
