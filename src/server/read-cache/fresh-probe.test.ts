import { describe, expect, it } from 'vitest';
import { freshProbe } from './fresh-probe';

/** A query whose runs the test finishes by hand, numbered in the order they started. */
function manualQuery() {
  const runs: { resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  const run = () =>
    new Promise<number>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { run, runs };
}
/** Lets pending promise callbacks and deferred starts run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('freshProbe', () => {
  it('gives each caller a run that started after its call, shared with the callers beside it', async () => {
    const { run, runs } = manualQuery();
    const probe = freshProbe(run);
    // Calls made in one turn of the event loop share one run, started after the turn.
    const first = probe();
    const alongside = probe();
    expect(runs).toHaveLength(0);
    await settle();
    expect(runs).toHaveLength(1);
    // These arrive while run 0 is under way: it may predate a commit they have seen.
    const second = probe();
    const third = probe();
    await settle();
    expect(runs).toHaveLength(1);
    runs[0]!.resolve(0);
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(1);
    expect(await first).toBe(0);
    expect(await alongside).toBe(0);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    // Nothing under way: a new call gets a run of its own after this turn.
    const fourth = probe();
    await settle();
    expect(runs).toHaveLength(3);
    runs[2]!.resolve(2);
    expect(await fourth).toBe(2);
  });

  it('never shares a run with a caller that came after it started', async () => {
    const { run, runs } = manualQuery();
    const starts: (() => void)[] = [];
    const probe = freshProbe(run, (start) => starts.push(start));
    const early = probe();
    starts.shift()!();
    await settle();
    expect(runs).toHaveLength(1);
    const late = probe(); // run 0 has started: late must not get its answer
    runs[0]!.resolve(0);
    starts.shift()!();
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.resolve(1);
    expect(await early).toBe(0);
    expect(await late).toBe(1);
  });

  it('passes a failure to its callers and still runs for the ones waiting', async () => {
    const { run, runs } = manualQuery();
    const probe = freshProbe(run);
    const failing = probe();
    await settle();
    const waiting = probe();
    runs[0]!.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    runs[1]!.resolve(7);
    expect(await waiting).toBe(7);
  });
});
