import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';

const html =
  '<html><body><header class="site-header"><a class="button" href="/">Go</a></header>' +
  '<main><p class="lead">Text</p></main></body></html>';

describe('criticalCss', () => {
  it('keeps the rules whose selectors match the markup, as written, and drops the rest', () => {
    const css =
      ':root{--a:1px}.site-header{color:red}.dashboard{color:blue}' +
      '.button:hover::after{content:"}{"}.kit-list,.lead{margin:0}a[href="/"]{color:var(--a)}';
    expect(criticalCss(css, html)).toBe(
      ':root{--a:1px}.site-header{color:red}.button:hover::after{content:"}{"}' +
        '.kit-list,.lead{margin:0}a[href="/"]{color:var(--a)}',
    );
  });

  it('keeps a @media block with the rules inside it that match, and every other at-rule', () => {
    const css =
      '@media (min-width:640px){.lead{margin:1px}.dashboard{margin:2px}}' +
      '@media print{.dashboard{display:none}}@keyframes spin{to{rotate:1turn}}';
    expect(criticalCss(css, html)).toBe(
      '@media (min-width:640px){.lead{margin:1px}}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('keeps the dark palette, whose data-theme the browser sets before the first paint', () => {
    const css =
      ":root[data-theme='dark']{--bg:#000}" +
      "@media (prefers-color-scheme:dark){:root:not([data-theme='light']){--bg:#000}}" +
      "[data-theme='dark'] .dashboard{a:1}";
    expect(criticalCss(css, html)).toBe(
      ":root[data-theme='dark']{--bg:#000}" +
        "@media (prefers-color-scheme:dark){:root:not([data-theme='light']){--bg:#000}}",
    );
  });

  it('keeps a rule whose states, pseudo-elements or :not() would hide a match', () => {
    const css = 'main :not(.x)>p{a:1}header:focus-within .button{b:2}.lead:is(.x){c:3}';
    expect(criticalCss(css, html)).toBe(css);
  });
});
