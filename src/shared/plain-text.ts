/**
 * Markdown to plain text, for excerpts and meta descriptions. Deliberately small and regex-based
 * so the homepage does not download the Markdown renderer; the result is only ever rendered as
 * text (React escapes it), never as HTML.
 */
export function markdownToPlainText(markdown: string): string {
  const blocks = blocksOf(markdown).map(inlineToText).filter(Boolean);
  return blocks.map((block, i) => (i < blocks.length - 1 ? sentence(block) : block)).join(' ');
}

const HEADING = /^ {0,3}#{1,6}(\s|$)/;
const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s+/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$|^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/;

/**
 * The text's blocks, so an excerpt reads as prose: a paragraph's lines are joined, every list
 * item and table row is a block of its own, and headings are skipped (the title already heads
 * the page, and a heading is not a sentence).
 */
function blocksOf(markdown: string): string[] {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim() || FENCE.test(line) || RULE.test(line) || HEADING.test(line)) {
      flush();
    } else if (LIST_ITEM.test(line) || /^\s*\|/.test(line)) {
      flush();
      blocks.push(line);
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** A block as a sentence: it ends with punctuation, so the next one does not run on. */
function sentence(text: string): string {
  return /[.!?:;…"”')]$/.test(text) ? text : `${text}.`;
}

/** One block's Markdown markers dropped, keeping its text. */
function inlineToText(block: string): string {
  return (
    block
      // images: their alt text; links: their text (inline and reference style)
      .replace(/!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      // reference definitions
      .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, '')
      // block quotes, list markers, task boxes, table cells
      .replace(/^ {0,3}(>\s?)+/gm, '')
      .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/gm, '')
      .replace(/^\s*\||\|\s*$/g, '')
      .replace(/\s*\|\s*/g, ', ')
      // HTML tags (shown as text by the renderer; an excerpt reads better without them)
      .replace(/<\/?[a-z][^>]*>/gi, '')
      // emphasis, strike-through and inline code markers
      .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '$1')
      .replace(/\*(?=\S)([\s\S]*?\S)\*/g, '$1')
      .replace(/(^|[^\w])__?(?=\S)([\s\S]*?\S)__?(?![\w])/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      .replace(/`+([^`]*)`+/g, '$1')
      // backslash escapes
      .replace(/\\([\\`*_{}[\]()#+\-.!>|~])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The start of a Markdown text as plain text, cut at a word boundary near `max` characters. */
export function excerpt(markdown: string, max = 160): string {
  // Only the start matters; a bounded input keeps the regexes cheap on a 100 000-character page.
  const text = markdownToPlainText(markdown.slice(0, Math.max(2000, max * 12)));
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.!?-]+$/, '')}…`;
}
