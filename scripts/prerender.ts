import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ENTRY_LOADER } from '../src/shared/entry-loader';
import { PAGE_DOCUMENT, PAGE_MARKUP, PUBLIC_PATHS } from '../src/shared/public-routes';
import { criticalCss } from './critical-css';
import { appStylesheets } from './web-manifest';
import { SAMPLE_PAGE_PATH, samplePage } from './prerender-sample-page';

/**
 * Writes dist/web/prerendered/<route>/index.html for every fixed public route: the built
 * index.html with the route's markup, title and description filled in. The server sends these
 * instead of the empty shell, so text and images paint before the JavaScript has run. Each holds
 * the rules of the app's stylesheet that its markup uses, inline: the whole stylesheet comes with
 * the app's code, which starts after the first paint (src/web/main.tsx). Then <section>/404.html,
 * the not-found page the server answers with a 404 (src/server/plugins/web-documents.ts).
 */
const WEB = resolve('dist/web');
const entry = pathToFileURL(resolve('dist/prerender/entry-prerender.js')).href;
const { render, renderPage } = (await import(entry)) as typeof import('../src/web/entry-prerender');
const shell = readFileSync(join(WEB, 'index.html'), 'utf8');
const css = appStylesheets(WEB)
  .map((file) => readFileSync(join(WEB, file), 'utf8'))
  .join('');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function documentFor(
  path: string,
  root = '<div id="root">',
  { html, title, description } = render(path),
) {
  let page = shell.replace('<div id="root"></div>', `${root}${html}</div>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`);
  if (description) {
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escape(description)}$2`,
    );
  }
  page = page.replace('</head>', `  <style>${criticalCss(css, page)}</style>\n  </head>`);
  // The entry is added by the loader after the first paint (src/shared/entry-loader.ts).
  const tag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const src = tag.exec(page)?.[1];
  if (!src) throw new Error('prerender: the built index.html has no entry <script> to replace');
  return page
    .replace(tag, '')
    .replace('</body>', `  <script data-entry="${src}">${ENTRY_LOADER}</script>\n  </body>`);
}

function write(file: string, page: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}

for (const path of PUBLIC_PATHS) {
  write(join(WEB, 'prerendered', path === '/' ? '' : path, 'index.html'), documentFor(path));
}

// One not-found page per section that has pages below it (/services/…), so that its link in the
// header is the current one, as the browser renders it; and one for the rest of the site.
const sections = PUBLIC_PATHS.filter((p) => PUBLIC_PATHS.some((q) => q.startsWith(`${p}/`)));
for (const section of ['', ...sections]) {
  const page = documentFor(`${section}/no-such-page-`, '<div id="root" data-status="404">');
  write(join(WEB, 'prerendered', section, '404.html'), page);
}
// A page's frame (/{id}, /{slug}): the server writes each page's head into it and the page itself,
// rendered, in place of PAGE_MARKUP (src/server/web/page-answers.ts). Its inline CSS is taken from
// a sample page that uses every kind of Markdown, so whatever a page holds paints styled at once.
const sample = await renderPage(SAMPLE_PAGE_PATH, samplePage);
const frame = documentFor(SAMPLE_PAGE_PATH, undefined, { html: sample });
write(join(WEB, 'prerendered', PAGE_DOCUMENT), frame.replace(sample, PAGE_MARKUP));
console.log(
  `prerender: ${PUBLIC_PATHS.length} routes, ${sections.length + 1} not-found pages and a page's frame → dist/web/prerendered/`,
);
