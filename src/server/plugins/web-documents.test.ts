import { describe, expect, it } from 'vitest';
import { acceptsHtml } from './web-documents';

describe('acceptsHtml', () => {
  it('takes a browser, curl, a bare client and any text', () => {
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/*',
      'text/html',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'application/json, */*;q=0.1',
      'TEXT/HTML; charset=utf-8',
    ])
      expect(acceptsHtml(accept), String(accept)).toBe(true);
  });

  it('refuses a client that names only other types, or refuses HTML by q=0', () => {
    for (const accept of [
      'application/json',
      'application/json, application/xml',
      'image/png',
      'text/html;q=0',
      'text/plain',
    ])
      expect(acceptsHtml(accept), accept).toBe(false);
  });
});
