import type { MailBlock, MailContent } from './mail-content.ts';

const blockText = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.lines.join('\n');
    case 'quote':
      return block.text;
    case 'action':
      return [block.text, block.url, ...(block.note === undefined ? [] : [block.note])].join('\n');
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
};

/** The text part: greeting, blocks and signature as paragraphs, each link on a line of its own so any client opens it. */
export const mailText = (content: MailContent): string =>
  [
    ...(content.greeting === undefined ? [] : [content.greeting]),
    ...content.blocks.map(blockText),
    ...(content.signature === undefined ? [] : [content.signature]),
  ].join('\n\n');
