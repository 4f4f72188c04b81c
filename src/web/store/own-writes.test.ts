import { describe, expect, it } from 'vitest';
import { noteOwnWrite, yoursOf } from './own-writes';

const stale = (updated_by: string | null, etag: string) => ({ updated_by, etag });

describe('the versions this window wrote', () => {
  it("tells this window's own write from the same account's elsewhere", () => {
    noteOwnWrite('/clients/3', '"5-abc"');
    expect(yoursOf('/clients/3', stale('admin', '"5-xyz"'), 'admin')).toBe('this window');
    expect(yoursOf('/clients/3', stale('admin', '"6-xyz"'), 'admin')).toBe('another window');
    // Version 5 of another record was not written here.
    expect(yoursOf('/clients/4', stale('admin', '"5-xyz"'), 'admin')).toBe('another window');
  });

  it("says nothing of another account's write, or of none", () => {
    expect(yoursOf('/clients/3', stale('chief', '"5-abc"'), 'admin')).toBeUndefined();
    expect(yoursOf('/clients/3', stale(null, '"5-abc"'), 'admin')).toBeUndefined();
    expect(yoursOf('/clients/3', stale('admin', '"5-abc"'), undefined)).toBeUndefined();
  });
});
