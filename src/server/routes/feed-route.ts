import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { pagePath } from '../../shared/public-routes';
import { SITE_NAME } from '../../shared/site';
import { notModified, sendCached } from '../read-cache/send-cached';
import { publicPagesRepository, type PublicPage } from '../repositories/public-pages';
import { isoSeconds, summaryOf } from '../web/page-head';
import { siteOrigin } from '../request-origin';
import { escapeXml } from './seo-routes';

/** How many posts the feed carries: the newest by the time they went out. */
export const FEED_ENTRIES = 20;

// Characters XML 1.0 does not allow at all, even escaped: dropped from user text.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xmlText = (text: string) => escapeXml(text.replace(NOT_XML, ''));

const author = `<author><name>${xmlText(SITE_NAME)}</name></author>`;

function entry(page: PublicPage, site: string): string {
  return [
    '  <entry>',
    // By id, not slug: an entry's id never changes, and /{id} answers for as long as the page is.
    `    <id>${xmlText(`${site}/${page.id}`)}</id>`,
    `    <title>${xmlText(page.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(site + pagePath(page))}"/>`,
    `    <published>${isoSeconds(page.published)}</published>`,
    `    <updated>${isoSeconds(page.updated)}</updated>`,
    `    <summary>${xmlText(summaryOf(page))}</summary>`,
    `    ${author}`,
    '  </entry>',
  ].join('\n');
}

/**
 * /feed.xml: an Atom feed (RFC 4287) of the newest published posts. Kept in the response cache
 * with the pages' table version, so a post that falls due (plugins/scheduled-pages.ts touches it)
 * or changes is in the next answer on every instance.
 */
export default async function feedRoute(app: AppInstance) {
  const pages = publicPagesRepository(app.db);
  app.get(
    '/feed.xml',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: `The ${FEED_ENTRIES} newest published posts, as an Atom feed`,
        produces: ['application/atom+xml'],
        response: {
          200: z.string().describe('An Atom feed (application/atom+xml)'),
          ...notModified,
        },
      },
    },
    async (request, reply) => {
      const site = siteOrigin(app.config, request);
      return sendCached(request, reply, `/feed.xml|${site}`, ['pages'], async () => {
        const posts = await pages.newest(FEED_ENTRIES);
        const updated = posts.reduce((latest, p) => Math.max(latest, +p.updated), 0);
        const body = [
          '<?xml version="1.0" encoding="utf-8"?>',
          '<feed xmlns="http://www.w3.org/2005/Atom">',
          `  <id>${xmlText(`${site}/`)}</id>`,
          `  <title>${xmlText(SITE_NAME)}</title>`,
          `  <updated>${isoSeconds(updated ? new Date(updated) : new Date())}</updated>`,
          `  <link rel="self" type="application/atom+xml" href="${xmlText(`${site}/feed.xml`)}"/>`,
          `  <link rel="alternate" type="text/html" href="${xmlText(`${site}/`)}"/>`,
          `  ${author}`,
          ...posts.map((post) => entry(post, site)),
          '</feed>',
          '',
        ].join('\n');
        return {
          body,
          headers: {
            'content-type': 'application/atom+xml; charset=utf-8',
            // Revalidated every time (a 304 by ETag is cheap): a post that falls due is in the
            // feed at once, not a cache lifetime later. Shared caches only when it names PUBLIC_URL.
            'cache-control': `${app.config.PUBLIC_URL ? 'public' : 'private'}, no-cache`,
          },
        };
      });
    },
  );
}
