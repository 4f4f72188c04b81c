import { accessSync, constants, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MEMORY = '/dev/shm';

/**
 * A new folder for a throwaway database: in memory (/dev/shm) where the machine has it, else in
 * the system's temporary folder. The server still asks SQLite for a full sync on every commit; in
 * memory that costs nothing, where on a disk shared with other test tiers it was most of a
 * write's time.
 */
export function scratchDir(prefix: string): string {
  let base = tmpdir();
  try {
    accessSync(MEMORY, constants.W_OK);
    base = MEMORY;
  } catch {
    /* no memory-backed folder here */
  }
  return mkdtempSync(join(base, prefix));
}
