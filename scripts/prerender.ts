import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PUBLIC_PATHS } from '../src/shared/public-routes';

/**
 * Writes dist/web/prerendered/<route>/index.html for every fixed public route: the built
 * index.html with the route's markup, title and description filled in. The server sends these
 * instead of the empty shell, so text and images paint before the JavaScript has run.
 */
const WEB = resolve('dist/web');
const entry = pathToFileURL(resolve('dist/prerender/entry-prerender.js')).href;
const { render } = (await import(entry)) as typeof import('../src/web/entry-prerender');
const shell = readFileSync(join(WEB, 'index.html'), 'utf8');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

for (const path of PUBLIC_PATHS) {
  const { html, title, description } = render(path);
  let page = shell.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`);
  if (description) {
    page = page.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      `$1${escape(description)}$2`,
    );
  }
  const file = join(WEB, 'prerendered', path === '/' ? '' : path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerender: ${PUBLIC_PATHS.length} routes → dist/web/prerendered/`);
