import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, samplePage, stubFetch } from '../../test-utils/test-fetch';

const TOKEN = 'a'.repeat(43);

describe('preview page', () => {
  it('shows the linked page under a "Preview: not published" banner, without admin tools', async () => {
    signedInAs('admin');
    stubFetch({
      [`GET /api/v1/previews/${TOKEN}`]: reply(
        200,
        samplePage(7, { title: 'Draft post', content: 'Some **bold** text', state: 'draft' }),
      ),
    });
    renderApp(`/preview/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft post' })).toBeTruthy();
    const banner = screen.getByText('Preview: not published').closest('[role="status"]');
    expect(banner?.textContent).toContain('only people with this link can see this page');
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    // Not "Published …": it is not out yet.
    expect(screen.getByText('Draft, not published yet')).toBeTruthy();
    expect(screen.queryByText(/^Published/)).toBeNull();
  });

  it('shows the 404 view for a link that does not work', async () => {
    stubFetch({
      [`GET /api/v1/previews/${TOKEN}`]: reply(404, { message: 'Preview not found' }),
    });
    renderApp(`/preview/${TOKEN}`);
    expect(await screen.findByText(/Page not found/)).toBeTruthy();
    expect(screen.queryByText('Preview: not published')).toBeNull();
  });
});
