import { describe, expect, it } from 'vitest';
import { composeMail } from './compose';

describe('composeMail', () => {
  const mail = composeMail({
    to: 'ada@example.com',
    subject: 'Hello',
    paragraphs: ['Dear <Ada> & co,', 'Click below.'],
    action: { label: 'Go', url: 'https://site.example/x?a=1&b="2"' },
    after: ['Works for 30 minutes.'],
    footerLink: { label: 'Leave', url: 'https://site.example/leave/t' },
  });

  it('says the same in text and HTML: every paragraph, the button and its address', () => {
    for (const part of ['Click below.', 'Works for 30 minutes.', 'Go', 'Leave'])
      expect(mail.text).toContain(part);
    expect(mail.text).toContain('Go:\nhttps://site.example/x?a=1&b="2"');
    expect(mail.html).toContain('href="https://site.example/x?a=1&amp;b=&quot;2&quot;"');
    expect(mail.links).toEqual([
      'https://site.example/x?a=1&b="2"',
      'https://site.example/leave/t',
    ]);
  });

  it('escapes what it is given, and loads nothing from elsewhere', () => {
    expect(mail.html).toContain('Dear &lt;Ada&gt; &amp; co,');
    expect(mail.html).not.toContain('<Ada>');
    expect(mail.html).not.toMatch(/<img|<link|url\(|<script/i);
  });
});
