import { setTimeout as sleep } from 'node:timers/promises';
import { processTicks } from './measure';
import { median } from './rounds';

/** No delivery arriving for this long: the outbox is drained (the sender runs each second). */
const QUIET_MS = 2500;

type Drain = { deliveries: number; seconds: number; cpuMsEach: number };

/**
 * Between a webhook side's round and the other side's (bench-writes.ts --webhooks): waits until
 * the receiver stops hearing deliveries, so the deliveries that yielded to the round (ADR 0040)
 * are sent outside both measures, and records what that cost: how many were left, how long they
 * took and the server's CPU per delivery. Deliveries are part of a write's price; this shows it.
 */
export function webhookDrains(receiverOrigin: string, serverPid: number) {
  const drains: Drain[] = [];
  const received = async () => Number(await (await fetch(receiverOrigin)).text());
  return {
    async settle() {
      const start = await received();
      const started = performance.now();
      const ticks = processTicks(serverPid);
      let last = start;
      let lastAt = started;
      while (performance.now() - lastAt < QUIET_MS) {
        await sleep(100);
        const now = await received();
        if (now !== last) [last, lastAt] = [now, performance.now()];
      }
      const cpuMs = (processTicks(serverPid) - ticks) * 10;
      drains.push({
        deliveries: last - start,
        seconds: (lastAt - started) / 1000,
        cpuMsEach: cpuMs / Math.max(1, last - start),
      });
    },
    /** The medians of the drains since the last summary, as a line under the write's row. */
    summary(): string {
      const these = drains.splice(0);
      if (!these.length) return '';
      return (
        `    then, after each round: ${median(these.map((d) => d.deliveries))} deliveries left, ` +
        `sent in ${median(these.map((d) => d.seconds)).toFixed(1)} s, ` +
        `${median(these.map((d) => d.cpuMsEach)).toFixed(3)} ms server CPU each (medians)`
      );
    },
  };
}
