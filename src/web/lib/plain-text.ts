/**
 * Markdown to plain text, for excerpts and meta descriptions. Deliberately small and regex-based
 * so the homepage does not download the Markdown renderer; the result is only ever rendered as
 * text (React escapes it), never as HTML.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, '\n')
      // fenced code blocks: keep the code, drop the fences
      .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*$/gm, '')
      // images: their alt text; links: their text (inline and reference style)
      .replace(/!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      // reference definitions
      .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, '')
      // headings, block quotes, list markers, horizontal rules, table rules
      .replace(/^ {0,3}#{1,6}\s+/gm, '')
      .replace(/\s+#+\s*$/gm, '')
      .replace(/^ {0,3}(>\s?)+/gm, '')
      .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/gm, '')
      .replace(/^ {0,3}([-*_])(\s*\1){2,}\s*$/gm, '')
      .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, '')
      .replace(/\|/g, ' ')
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
