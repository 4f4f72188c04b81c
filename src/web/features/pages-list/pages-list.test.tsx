import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, samplePage } from '../../test-utils/test-fetch';

const pages = [
  samplePage(3, { title: 'Kept back', state: 'draft', status: 'draft', publish_at: null }),
  samplePage(2, {
    title: 'Monday post',
    state: 'scheduled',
    status: 'published',
    publish_at: '2026-12-09T09:00:00.000Z',
  }),
  samplePage(1, { title: 'Out there', state: 'published', status: 'published', publish_at: null }),
];

/** Answers every list call with `pages`, and records the URLs asked for. */
function stubList() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith('/api/v1/pages?')) return reply(200, pages, { 'X-Total-Count': '3' });
      return reply(404, { message: `No stub for ${url}` });
    }),
  );
  return urls;
}

describe('pages list: publishing', () => {
  it('shows each page’s state as a badge', async () => {
    stubList();
    renderApp('/dashboard/pages', signedInAs('admin'));
    const badge = async (title: string) =>
      within(await screen.findByRole('article', { name: title })).getByText(/./, {
        selector: '.kit-badge',
      }).textContent;
    expect(await badge('Kept back')).toBe('Draft');
    expect(await badge('Monday post')).toMatch(/^Scheduled for .*Dec/);
    expect(await badge('Out there')).toBe('Published');
  });

  it('filters by status: ?status= in the API call and in Export CSV', async () => {
    const urls = stubList();
    const user = userEvent.setup();
    renderApp('/dashboard/pages', signedInAs('admin'));
    const filter = await screen.findByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Drafts', 'Scheduled', 'Published']);
    await user.selectOptions(filter, 'Drafts');
    await waitFor(() => expect(urls.some((url) => /[?&]status=draft(&|$)/.test(url))).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
        /status=draft/,
      ),
    );

    await user.selectOptions(filter, 'All');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).not.toMatch(
        /status=/,
      ),
    );
  });
});
