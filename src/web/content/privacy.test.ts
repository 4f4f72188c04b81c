import { describe, expect, it } from 'vitest';
import { WAITLIST_UNCONFIRMED_DAYS } from '../../shared/mail';
import { UNCONFIRMED_DAYS, privacy } from './privacy';

describe('the privacy words', () => {
  it("name the server's days before an unconfirmed address is removed", () => {
    expect(UNCONFIRMED_DAYS).toBe(WAITLIST_UNCONFIRMED_DAYS);
    const words = privacy.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(words).toContain(`removed by itself ${WAITLIST_UNCONFIRMED_DAYS} days after`);
    expect(words).toContain('kept until it is removed');
  });
});
