import { describe, expect, it } from 'vitest';
import { IN_FLIGHT_FOR_MS, requestsInFlight } from './requests-in-flight';

describe('requestsInFlight', () => {
  it('counts the requests started and not yet ended', () => {
    const inFlight = requestsInFlight(() => 0);
    const [a, b] = [{}, {}];
    inFlight.started(a);
    inFlight.started(b);
    expect(inFlight.count()).toBe(2);
    expect(inFlight.ended(a)).toBe(true);
    expect(inFlight.ended(a)).toBe(false); // told once
    expect(inFlight.count()).toBe(1);
  });

  it(`stops counting a request after ${IN_FLIGHT_FOR_MS} ms (a stream, an abandoned request)`, () => {
    let clock = 0;
    const inFlight = requestsInFlight(() => clock);
    const [stream, late] = [{}, {}];
    inFlight.started(stream);
    clock = IN_FLIGHT_FOR_MS - 1;
    inFlight.started(late);
    expect(inFlight.count()).toBe(2);
    clock = IN_FLIGHT_FOR_MS + 1;
    expect(inFlight.count()).toBe(1);
    expect(inFlight.ended(stream)).toBe(false); // already left out
    expect(inFlight.ended(late)).toBe(true);
    expect(inFlight.count()).toBe(0);
  });
});
