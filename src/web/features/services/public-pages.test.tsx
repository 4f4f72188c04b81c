import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { people, portfolioCases, services, siteImages } from '../../content/company';
import { renderApp } from '../../test-utils/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

/** Every image sized and described; all lazy but, on list pages, the first (the largest paint). */
function expectImagesSized({ firstEager = false } = {}) {
  const images = [...document.querySelectorAll('main img')];
  expect(images.length).toBeGreaterThan(0);
  images.forEach((image, index) => {
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    expect(image.getAttribute('alt')).toBeTruthy();
    const eager = firstEager && index === 0;
    expect(image.getAttribute('loading')).toBe(eager ? 'eager' : 'lazy');
    expect(image.getAttribute('fetchpriority')).toBe(eager ? 'high' : null);
  });
}

describe('content', () => {
  it('lists the seven images once: hero, three services, three cases', () => {
    expect(siteImages).toEqual([
      '/images/hero.svg',
      '/images/service-website.svg',
      '/images/service-cctv.svg',
      '/images/service-satellite.svg',
      '/images/case-security.svg',
      '/images/case-lighting.svg',
      '/images/case-members.svg',
    ]);
  });
});

describe('services', () => {
  it('links each service to its own page', () => {
    renderApp('/services');
    const hrefs = services.map(
      (s) => screen.getByRole('link', { name: s.name }).getAttribute('href') ?? '',
    );
    expect(hrefs).toEqual([
      '/services/website-development',
      '/services/cctv',
      '/services/satellite-tv',
    ]);
    expectImagesSized({ firstEager: true });
  });

  it.each(services.map((s) => [s.slug, s.name]))('/services/%s is a real page', (slug, name) => {
    renderApp(`/services/${slug}`);
    expect(screen.getByRole('heading', { level: 1, name })).toBeTruthy();
    for (const heading of ['What we do', 'How we work', 'What you get']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(
      screen.getAllByRole('link', { name: /quote|survey|visit/i })[0]?.getAttribute('href'),
    ).toBe(`/contact?service=${slug}`);
    expect(document.title).toBe(`${name} · Services · Northwire Systems`);
    expect(description()).toBeTruthy();
    expectImagesSized();
  });

  it('shows the 404 view for an unknown service', () => {
    renderApp('/services/plumbing');
    expect(screen.getByRole('heading', { name: '404 Page not found' })).toBeTruthy();
  });
});

describe('portfolio and people', () => {
  it('lists the three cases and links the team profiles', () => {
    renderApp('/portfolio');
    for (const item of portfolioCases) {
      expect(screen.getByRole('link', { name: item.name }).getAttribute('href')).toBe(
        `/portfolio/${item.slug}`,
      );
    }
    expect(screen.getByRole('link', { name: 'Amara Okafor' }).getAttribute('href')).toBe(
      '/people/amara-okafor',
    );
    expectImagesSized({ firstEager: true });
  });

  it.each(portfolioCases.map((c) => [c.slug, c.name]))(
    '/portfolio/%s is a real case page',
    (slug, name) => {
      renderApp(`/portfolio/${slug}`);
      expect(screen.getByRole('heading', { level: 1, name })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'The challenge' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'What we did' })).toBeTruthy();
      expect(document.title).toBe(`${name} · Portfolio · Northwire Systems`);
      expectImagesSized();
    },
  );

  it('goes from a case to its lead and back to /people', async () => {
    const user = userEvent.setup();
    const { path } = renderApp('/portfolio/security-system');
    await user.click(screen.getByRole('link', { name: 'Tomasz Wójcik' }));
    expect(path()).toBe('/people/tomasz-wojcik');
    expect(screen.getByRole('heading', { level: 1, name: 'Tomasz Wójcik' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'All people' }));
    expect(path()).toBe('/people');
    const team = screen.getByRole('region', { name: 'Team' });
    expect(
      within(team)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(people.map((p) => p.name));
    expect(document.title).toBe('People · Northwire Systems');
  });

  it('shows the 404 view for an unknown case or person', () => {
    renderApp('/portfolio/nothing-here');
    expect(screen.getByRole('heading', { name: '404 Page not found' })).toBeTruthy();
    cleanup();
    renderApp('/people/nobody');
    expect(screen.getByRole('heading', { name: '404 Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
  });
});
