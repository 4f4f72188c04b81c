import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot } from './snapshot';

describe('trash snapshots', () => {
  it('bring a row back with its bytes, numbers, nulls and text as they were', () => {
    const image = Buffer.from([0, 1, 2, 255, 254]);
    const snapshot = {
      row: { id: 7, name: 'Ünïcode “quoted” 🚀', image, image_type: 'image/png', client_id: null },
      along: { fundings: [{ id: 3, amount_cents: 120000 }] },
      links: { projects: [1, 2] },
    };
    const back = decodeSnapshot(encodeSnapshot(snapshot));
    expect(back).toEqual(snapshot);
    expect(Buffer.isBuffer(back.row.image)).toBe(true);
    expect(encodeSnapshot(snapshot)).not.toContain('"data":[');
  });
});
