import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WebsiteLink, shownAddress } from './website-link';

describe("a client's website link", () => {
  it('opens the address in a new tab, without the opener or the referrer, and says so', () => {
    render(<WebsiteLink website="https://www.acme.example/about/" />);
    const link = screen.getByRole('link', {
      name: /^www\.acme\.example\/about\s*\(opens in a new tab\)$/,
    });
    expect(link.getAttribute('href')).toBe('https://www.acme.example/about/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is nothing without an https address', () => {
    for (const website of ['', 'javascript:alert(1)', 'http://acme.example']) {
      const { container, unmount } = render(<WebsiteLink website={website} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('reads without its scheme and closing slash', () => {
    expect(shownAddress('https://acme.example/')).toBe('acme.example');
    expect(shownAddress('https://acme.example/a/b')).toBe('acme.example/a/b');
  });
});
