import type { RowData } from '../repositories/table-repository';

/**
 * What a delete keeps: the record's row as stored, the rows its delete took along (a project's
 * fundings, expenses and tasks), and the ids of rows it unlinked (a client's projects), by table.
 */
export type Snapshot = {
  row: RowData;
  along: Record<string, RowData[]>;
  links: Record<string, number[]>;
};

const BYTES = '$base64';

/** JSON of a snapshot, with each byte column (an image) as base64 so that it comes back whole. */
export function encodeSnapshot(snapshot: Snapshot): string {
  return JSON.stringify(snapshot, (_key, value: unknown) =>
    value && typeof value === 'object' && 'type' in value && value.type === 'Buffer'
      ? { [BYTES]: Buffer.from((value as unknown as { data: number[] }).data).toString('base64') }
      : value,
  );
}

export function decodeSnapshot(text: string): Snapshot {
  return JSON.parse(text, (_key, value: unknown) =>
    value && typeof value === 'object' && BYTES in value
      ? Buffer.from(String((value as Record<string, unknown>)[BYTES]), 'base64')
      : value,
  ) as Snapshot;
}
