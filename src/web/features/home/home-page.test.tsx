import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInAs } from '../../test-utils/render-app';
import { reply, samplePage, stubFetch } from '../../test-utils/test-fetch';

const postsSection = () => screen.getByRole('region', { name: 'Latest Posts' });

describe('homepage', () => {
  it('shows the six newest pages, newest first, with an excerpt and a distinct Read more link', async () => {
    const pages = [7, 6, 5, 4, 3, 2].map((id) =>
      samplePage(id, { title: `Post ${id}`, content: `# Intro\n\nThe **start** of post ${id}.` }),
    );
    const fetchMock = stubFetch({
      'GET /api/v1/pages?limit=6': reply(200, pages, { 'X-Total-Count': '9' }),
    });
    renderApp('/');
    const links = await within(postsSection()).findAllByRole('link', { name: /^Read more/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/7',
      '/6',
      '/5',
      '/4',
      '/3',
      '/2',
    ]);
    expect(links[0]?.textContent).toContain('Post 7');
    expect(new Set(links.map((link) => link.textContent)).size).toBe(6);
    expect(within(postsSection()).getByText('The start of post 7.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows skeletons while loading, then an empty state', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderApp('/');
    expect(postsSection().getAttribute('aria-busy')).toBe('true');
    expect(postsSection().querySelectorAll('.post-card--skeleton')).toHaveLength(3);
    answer(reply(200, [], { 'X-Total-Count': '0' }));
    expect(await within(postsSection()).findByText(/No posts yet/)).toBeTruthy();
    expect(postsSection().getAttribute('aria-busy')).toBe('false');
  });

  it('says so when the posts cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/');
    expect(await within(postsSection()).findByText(/could not be loaded/)).toBeTruthy();
  });

  it('has the hero, the advert with its form, the services and the images', async () => {
    stubFetch({ 'GET /api/v1/pages?limit=6': reply(200, []) });
    renderApp('/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const advert = screen.getByRole('region', { name: /on its way/ });
    expect(within(advert).getByLabelText('Email address')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CCTV installation' }).getAttribute('href')).toBe(
      '/services/cctv',
    );
    const images = [...document.querySelectorAll('main img')];
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image.getAttribute('width')).toBeTruthy();
      expect(image.getAttribute('height')).toBeTruthy();
      expect(image.getAttribute('alt')).toBeTruthy();
    }
    const hero = images[0];
    expect(hero?.getAttribute('src')).toBe('/images/hero.svg');
    expect(hero?.getAttribute('loading')).toBe('eager');
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
    expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    await waitFor(() => expect(screen.getByText(/No posts yet/)).toBeTruthy());
  });

  it('offers admins a New page link', async () => {
    stubFetch({ 'GET /api/v1/pages?limit=6': reply(200, []) });
    renderApp('/', signedInAs('admin'));
    expect(screen.getByRole('link', { name: 'New page' }).getAttribute('href')).toBe(
      '/dashboard/pages/new',
    );
    await waitFor(() => expect(screen.getByText(/No posts yet/)).toBeTruthy());
  });
});
