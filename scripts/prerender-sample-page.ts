import type { Page } from '../src/shared/resources/pages';

/** The address the sample page is rendered at: any slug no route of the app takes. */
export const SAMPLE_PAGE_PATH = '/sample-page';

/**
 * A page with every kind of Markdown a page may hold, for the page frame's inline CSS
 * (scripts/prerender.ts): the rules its markup uses are the ones every page's first paint needs.
 */
export const samplePage: Page = {
  id: 1,
  title: 'A sample page',
  slug: SAMPLE_PAGE_PATH.slice(1),
  description: '',
  status: 'published',
  state: 'published',
  publish_at: null,
  image_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  content: [
    'A paragraph with **bold**, _emphasis_, `code`, a [link](/about) and https://example.com.',
    '# A heading',
    '## A smaller heading',
    '### Smaller still',
    '#### And the smallest',
    '- an item\n- another\n  1. nested\n  2. list',
    '1. first\n2. second',
    '> A quotation.',
    '```\na block of code\n```',
    '    indented code',
    '| a | b |\n| - | - |\n| 1 | 2 |',
    '![an image](/images/sample.png)',
    '---',
    'Line one  \nline two',
  ].join('\n\n'),
};
