import { describe, expect, it } from 'vitest';
import type { SqliteChanges } from '../db/database';
import type { Written } from '../db/write-tracker';
import { localVersions } from './local-versions';

/** A change feed driven by hand: the writes this process made, and other processes' commits. */
function feed() {
  const listeners = new Set<(w: Written) => void>();
  let dataVersion = 1;
  let looks = 0;
  const changes: SqliteChanges = {
    onWrite: (l) => (listeners.add(l), () => void listeners.delete(l)),
    dataVersion: () => ((looks += 1), dataVersion),
  };
  return {
    changes,
    looks: () => looks,
    write: (w: Written) => listeners.forEach((l) => l(w)),
    commitElsewhere: () => (dataVersion += 1),
  };
}

describe('localVersions', () => {
  it('an insert or update changes its own table only; a delete also those its ON DELETE reaches', async () => {
    const f = feed();
    const evicted: string[][] = [];
    const source = localVersions(f.changes, (tables) => evicted.push(tables));
    const start = await source.current();
    f.write({ table: 'clients', deletes: false });
    const updated = (await source.current())!;
    expect(updated.clients).toBe((start!.clients ?? 0) + 1);
    // A client's users keep their rows, so every cached session (built from users) stays.
    expect(updated.users).toBe(start!.users);
    f.write({ table: 'clients', deletes: true });
    const deleted = (await source.current())!;
    expect(deleted.users).toBe((updated.users ?? 0) + 1);
    expect(deleted.projects).toBe((updated.projects ?? 0) + 1);
    expect(evicted[0]).toEqual(['clients']);
    expect(evicted[1]).toEqual(expect.arrayContaining(['clients', 'projects', 'users', 'tasks']));
    await source.close();
  });

  it('another process’s commit counts as a change to every table', async () => {
    const f = feed();
    const source = localVersions(f.changes, () => {});
    const before = (await source.current())!;
    f.commitElsewhere();
    const after = (await source.current())!;
    expect(after['*']).toBe((before['*'] ?? 0) + 1);
  });

  it('requests of one turn share one look at the file, taken after they all arrived', async () => {
    const f = feed();
    const source = localVersions(f.changes, () => {});
    await source.current();
    const before = f.looks();
    const first = source.current();
    // Arrives in the same turn as the first, after a commit elsewhere: the shared look is later.
    f.commitElsewhere();
    const second = source.current();
    const [a, b] = await Promise.all([first, second]);
    expect(f.looks()).toBe(before + 1);
    expect(a!['*']).toBe(1);
    expect(b).toBe(a);
    // A request of a later turn gets a look of its own.
    await source.current();
    expect(f.looks()).toBe(before + 2);
  });
});
