import { JSDOM } from 'jsdom';

/**
 * The rules of a minified stylesheet that a prerendered document uses: those whose selector
 * matches one of its elements once states and pseudo-elements are set aside (`.a:hover::after`
 * counts when there is an `.a`), with the @media blocks around them; every other at-rule
 * (@keyframes…) is kept whole. The text of each kept rule is copied as it is, never re-serialized.
 * scripts/prerender.ts inlines the result, so the first paint waits for no stylesheet.
 */
export function criticalCss(css: string, html: string): string {
  const { document } = new JSDOM(html).window;
  const used = (selectorList: string) =>
    splitTopLevel(selectorList, ',').some((selector) => {
      // Dropping pseudo-classes and pseudo-elements only widens a selector: a superset is kept.
      // So does dropping [data-theme…]: <html> gets it in the browser, before the first paint.
      const plain = selector
        .replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '')
        .replace(/\[data-theme[^\]]*\]/g, '')
        .trim();
      try {
        return !plain || /[>+~]$/.test(plain) || document.querySelector(plain) !== null;
      } catch {
        return true; // a selector jsdom cannot read: keep the rule rather than guess
      }
    });
  return rulesOf(css, used);
}

function rulesOf(css: string, used: (selectors: string) => boolean): string {
  let out = '';
  for (const { prelude, body, text } of blocks(css)) {
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = rulesOf(body, used);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || used(prelude)) {
      out += text;
    }
  }
  return out;
}

/** The top-level blocks of a stylesheet (`prelude{body}`), with `;`-ended at-rules as text. */
function* blocks(css: string) {
  let i = 0;
  while (i < css.length) {
    const open = indexOutsideStrings(css, '{', i);
    const semicolon = indexOutsideStrings(css, ';', i);
    if (open === -1) return;
    if (semicolon !== -1 && semicolon < open) {
      // @import or @charset: kept as it is.
      yield { prelude: '@', body: '', text: css.slice(i, semicolon + 1) };
      i = semicolon + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    yield {
      prelude: css.slice(i, open).trim(),
      body: css.slice(open + 1, close),
      text: css.slice(i, close + 1),
    };
    i = close + 1;
  }
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i === -1) break;
    } else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in the stylesheet at ${open}`);
}

function indexOutsideStrings(css: string, wanted: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i === -1) return -1;
    } else if (c === wanted) return i;
  }
  return -1;
}

/** Splits at `separator` outside parentheses and brackets: `a:is(b,c),d` → `a:is(b,c)`, `d`. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
