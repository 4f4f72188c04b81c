import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { renderMarkdown } from '../../components/markdown';
import { reply, samplePage, stubFetch } from '../../test-utils/test-fetch';

const XSS_TITLE = '<img src=x onerror=alert(1)> <script>alert(1)</script>';
const XSS_CONTENT = [
  '# Heading',
  '',
  'Some **bold** text.',
  '',
  '<img src=x onerror=alert(1)>',
  '',
  '<script>alert(1)</script>',
  '',
  '[x](javascript:alert(1)) and [safe](https://example.com)',
].join('\n');

describe('page view', () => {
  it('renders the title and the content as Markdown', async () => {
    stubFetch({
      'GET /api/v1/pages/3': reply(
        200,
        samplePage(3, { content: '## Part\n\nSome **bold** text' }),
      ),
    });
    renderApp('/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 3' })).toBeTruthy();
    // Markdown headings move down one level: the title is the page's only h1.
    expect(await screen.findByRole('heading', { level: 3, name: 'Part' })).toBeTruthy();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(document.title).toContain('Page 3');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows HTML and script in the title and content as text, and drops javascript: links', async () => {
    stubFetch({
      'GET /api/v1/pages/4': reply(200, samplePage(4, { title: XSS_TITLE, content: XSS_CONTENT })),
    });
    renderApp('/4');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(XSS_TITLE);
    const article = screen.getByRole('article');
    await within(article).findByText('bold');
    expect(article.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(article.textContent).toContain('<script>alert(1)</script>');
    expect(document.querySelector('main img')).toBeNull();
    expect(document.querySelector('main script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    const hrefs = [...document.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(hrefs.some((href) => /^\s*javascript:/i.test(href ?? ''))).toBe(false);
    expect(hrefs).toContain('https://example.com');
    expect(article.textContent).toContain('[x](javascript:alert(1))');
  });

  it('renders safely without the DOM too', () => {
    const html = renderMarkdown(XSS_CONTENT);
    expect(html).not.toMatch(/<img|<script|javascript:alert\(1\)"/i);
    expect(html).toContain('&lt;script&gt;');
    expect(
      renderMarkdown('[a](JaVaScRiPt:alert(1)) [b](vbscript:x) [c](data:text/html,x)'),
    ).not.toMatch(/href/);
  });

  it('hides Edit and Delete from visitors and ordinary users', async () => {
    stubFetch({ 'GET /api/v1/pages/5': reply(200, samplePage(5)) });
    renderApp('/5');
    await screen.findByRole('heading', { level: 1, name: 'Page 5' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    cleanup();
    renderApp('/5', signedInAs('user'));
    await screen.findByRole('heading', { level: 1, name: 'Page 5' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('gives admins Edit and Delete; Delete asks in the page, then deletes and goes home', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = stubFetch({
      'GET /api/v1/pages/6': reply(200, samplePage(6)),
      'DELETE /api/v1/pages/6': reply(200, { id: 6 }),
      'GET /api/v1/pages?limit=6': reply(200, [], { 'X-Total-Count': '0' }),
    });
    const user = userEvent.setup();
    const { path, store } = renderApp('/6', signedInAs('admin'));
    await screen.findByRole('heading', { level: 1, name: 'Page 6' });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit/6');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(path()).toBe('/6');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(path()).toBe('/'));
    expect(confirm).not.toHaveBeenCalled();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => url)).toEqual(['/api/v1/pages/6']);
    expect(store.getState().pages.current).toBeNull();
  });

  it('shows the delete error under the buttons and stays', async () => {
    stubFetch({
      'GET /api/v1/pages/6': reply(200, samplePage(6)),
      'DELETE /api/v1/pages/6': reply(403, { message: 'You may not do that' }),
    });
    const user = userEvent.setup();
    const { path } = renderApp('/6', signedInAs('superuser'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You may not do that'));
    expect(path()).toBe('/6');
  });

  it('shows 404 Page not found with Go home when the page cannot be loaded', async () => {
    stubFetch({ 'GET /api/v1/pages/404': reply(404, { message: 'Page not found' }) });
    renderApp('/404');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('shows the 404 view on a network failure, for a slug no page has, and for any other path', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/7');
    expect(await screen.findByRole('heading', { name: '404 Page not found' })).toBeTruthy();
    cleanup();
    // A word is a slug now: asked for, and not found.
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { name: '404 Page not found' })).toBeTruthy();
    expect(document.title).toContain('Page not found');
    cleanup();
    // Not a slug's shape: no page to ask for.
    renderApp('/About_Us');
    expect(screen.getByRole('heading', { name: '404 Page not found' })).toBeTruthy();
  });

  it('renders a page by its slug, titled and described as the server describes it', async () => {
    stubFetch({
      'GET /api/v1/pages-by-slug/cafe-opening-2027': reply(
        200,
        samplePage(9, {
          title: 'Café opening 2027',
          slug: 'cafe-opening-2027',
          description: 'We open in May.',
        }),
      ),
    });
    renderApp('/cafe-opening-2027');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Café opening 2027' }),
    ).toBeTruthy();
    expect(document.title).toContain('Café opening 2027');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'We open in May.',
    );
  });
});
