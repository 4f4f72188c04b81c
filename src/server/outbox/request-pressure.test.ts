import { describe, expect, it } from 'vitest';
import { BUSY_PER_SECOND, requestPressure } from './request-pressure';

function clockAt(ms: number) {
  const clock = { at: ms, now: () => clock.at };
  return clock;
}

describe('requestPressure', () => {
  it('is quiet with a handful of answers a second', () => {
    const clock = clockAt(10_000);
    const pressure = requestPressure(clock.now);
    for (let i = 0; i < 10; i++) pressure.answered();
    expect(pressure.busy()).toBe(false);
  });

  it('is busy at the burst rate, within the same second', () => {
    const clock = clockAt(10_000);
    const pressure = requestPressure(clock.now);
    for (let i = 0; i < BUSY_PER_SECOND; i++) pressure.answered();
    expect(pressure.busy()).toBe(true);
  });

  it('remembers the second before, fading as it leaves the last second', () => {
    const clock = clockAt(10_500);
    const pressure = requestPressure(clock.now);
    for (let i = 0; i < BUSY_PER_SECOND * 2; i++) pressure.answered();
    clock.at = 11_100; // 0.9 of the second before still counts: 90 answers
    expect(pressure.busy()).toBe(true);
    clock.at = 11_600; // 0.4 of it: 40
    expect(pressure.busy()).toBe(false);
  });

  it('forgets a burst once a whole second has passed without answers', () => {
    const clock = clockAt(10_000);
    const pressure = requestPressure(clock.now);
    for (let i = 0; i < BUSY_PER_SECOND * 10; i++) pressure.answered();
    clock.at = 12_050;
    expect(pressure.busy()).toBe(false);
  });
});
