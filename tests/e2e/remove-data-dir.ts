import { rmSync } from 'node:fs';

/** Playwright's global teardown: removes the suite's database folder if playwright.config.ts made it. */
export default function removeDataDir() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_MADE === dir) rmSync(dir, { recursive: true, force: true });
}
