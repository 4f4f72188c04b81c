/**
 * Lets `turns` turns of the event loop pass: what the requests already sent do meanwhile (a query
 * answered, the next one sent) sets how far ahead of a request sent next they are. Turns, not a
 * time, so a race's rounds cover the same interleavings on a fast machine and on a loaded one.
 */
export async function afterTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

export type RaceRound = { writeFirst: boolean; turns: number };

/**
 * A race's rounds: the write sent first, then the delete first, each ahead by each number of
 * turns. Sent at once, one way wins nearly always (on SQLite always): varying both lets each
 * win in some rounds, so a test can check both outcomes happened, not just that either is right.
 */
export const raceRounds = (turns: number[]): RaceRound[] =>
  turns.flatMap((n) => [
    { writeFirst: true, turns: n },
    { writeFirst: false, turns: n },
  ]);

/** Sends a write and a delete as `round` says; answers with both answers, write first. */
export async function race<W, D>(
  write: () => Promise<W>,
  remove: () => Promise<D>,
  { writeFirst, turns }: RaceRound,
): Promise<[W, D]> {
  const [first, second] = writeFirst ? [write, remove] : [remove, write];
  const sent = first();
  await afterTurns(turns);
  const answers: unknown[] = await Promise.all([sent, second()]);
  return (writeFirst ? answers : answers.reverse()) as [W, D];
}
