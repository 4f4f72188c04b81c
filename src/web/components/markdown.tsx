import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';

/**
 * The one Markdown renderer, loaded lazily so the homepage never downloads it. Safe by
 * construction: html:false escapes any raw HTML in the source (it shows as text), and markdown-it's
 * default validateLink refuses javascript:, vbscript:, file: and non-image data: URLs. The only
 * HTML ever inserted into the page is markdown-it's own output.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

// One h1 per page: the page title is the h1, so the content's headings start at h2.
md.core.ruler.push('shift_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      const level = Number(token.tag.slice(1));
      token.tag = `h${Math.min(6, level + 1)}`;
    }
  }
});

// Links to other sites: no referrer, no ranking credit, no window.opener.
const renderLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet('href') ?? '';
  if (token && /^(https?:)?\/\//i.test(href)) token.attrSet('rel', 'nofollow noopener noreferrer');
  return renderLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** Page content rendered from Markdown. */
export default function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe: `html` comes only from markdown-it with html:false (see above), never from raw input.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
