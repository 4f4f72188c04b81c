import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types';
import { NON_INDEXED_PREFIXES, PUBLIC_PATHS, pagePath } from '../../shared/public-routes';
import { pagesRepository } from '../repositories/pages';
import { siteOrigin } from '../request-origin';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const text = (description: string) => z.string().describe(description);

/**
 * robots.txt and sitemap.xml, naming PUBLIC_URL, or else the host the client used, and
 * /favicon.ico for the clients that ask for it without reading the page's <link rel="icon">.
 */
export default async function seoRoutes(app: AppInstance) {
  const pagesIndex = pagesRepository(app.db);
  const { PUBLIC_URL } = app.config;
  // An answer built from the request's Host must not reach a shared cache: another client with
  // another Host (a spoofed one) would get it. With PUBLIC_URL the answer is the same for all.
  const base = (request: FastifyRequest) => siteOrigin(app.config, request);
  const cacheable = (maxAge: number) => `${PUBLIC_URL ? 'public' : 'private'}, max-age=${maxAge}`;

  app.get(
    '/robots.txt',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'Crawling rules: everything but the dashboard, page editing and the API',
        produces: ['text/plain'],
        response: { 200: text('robots.txt (text/plain)') },
      },
    },
    async (request, reply) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...NON_INDEXED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${base(request)}/sitemap.xml`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', cacheable(3600))
        .send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'The public routes and every published page by its address, with its last change',
        produces: ['application/xml'],
        response: { 200: text('A sitemaps.org urlset (application/xml)') },
      },
    },
    async (request, reply) => {
      const site = base(request);
      const url = (path: string, lastmod?: Date) =>
        `  <url><loc>${escapeXml(site + path)}</loc>` +
        (lastmod ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '') +
        '</url>';
      const pages = await pagesIndex.index();
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...PUBLIC_PATHS.map((path) => url(path)),
        ...pages.map((page) => url(pagePath(page), page.updated_at)),
        '</urlset>',
        '',
      ];
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', cacheable(300))
        .send(body.join('\n'));
    },
  );

  app.get(
    '/favicon.ico',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'Redirects to the site icon, /favicon.svg',
        response: { 301: z.null().describe('No body: Location is /favicon.svg') },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );
}
