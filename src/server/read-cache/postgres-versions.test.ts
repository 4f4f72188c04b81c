import { describe, expect, it } from 'vitest';
import type { ChangeListener } from '../db/change-listener';
import { postgresVersions } from './postgres-versions';

const listener = (listening: boolean): ChangeListener => ({
  listening,
  started: Promise.resolve(),
  read: async () => [],
  close: async () => {},
});

describe('postgresVersions', () => {
  it('vouches for the versions its read returned while the listener listens', async () => {
    const source = postgresVersions(async () => ({ clients: 3 }), listener(true));
    expect(await source.current()).toEqual({ clients: 3 });
  });

  it('vouches for nothing when the read fails (its connection dropped) or nobody listens', async () => {
    const failing = postgresVersions(async () => {
      throw new Error('Connection terminated');
    }, listener(true));
    expect(await failing.current()).toBeUndefined();
    const deaf = postgresVersions(async () => ({ clients: 3 }), listener(false));
    expect(await deaf.current()).toBeUndefined();
  });
});
