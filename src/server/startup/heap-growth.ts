import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent.
 *
 * Why: the server's live heap is small (about 25 MB), and V8's default on a machine with gigabytes
 * of memory lets the old generation reach up to four times that before collecting it. A long read
 * such as a 100 000-row CSV export moves short-lived rows there as it goes (on PostgreSQL even a
 * bare pg client's rows do), so the server's memory rose by about 90 MB
 * during one: 193-202 MB peak on PostgreSQL against a 200 MB target. At 100% (grow to at most
 * twice) the same export peaks at about 150 MB; a full collection of a 25 MB heap costs a few
 * milliseconds. The flag is read whenever V8 sets the next limit, so setting it at start works;
 * docs/performance.md has the figures.
 */
export const HEAP_GROWING_PERCENT = 100;

export function limitHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
