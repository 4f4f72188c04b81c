import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from '../../../scripts/build-state.mjs';
import { checkRequirement } from '../../../scripts/test-requirements.mjs';

/**
 * Builds the app if its build is missing or stale (the suite runs the compiled server, as
 * production does); collects the figures the tests record and prints them once, by section.
 * Says which parts are skipped for want of PostgreSQL, a line each (a failure under CI=true).
 */
export default function setup() {
  const missing = [
    checkRequirement('postgres', 'Hardening on PostgreSQL (two instances, access, writes)'),
    checkRequirement('postgres15', 'Hardening: PostgreSQL restarting under load'),
  ].some((can) => can === null);
  if (missing) throw new Error('CI=true: a hardening part cannot run (see above)');
  ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), 'hardening-'));
  const file = join(dir, 'figures.jsonl');
  process.env.HARDENING_FIGURES = file;
  return () => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      /* no figures recorded */
    }
    rmSync(dir, { recursive: true, force: true });
    const bySection = new Map<string, [string, string][]>();
    for (const line of text.split('\n').filter(Boolean)) {
      const { section, name, value } = JSON.parse(line) as Record<string, string>;
      bySection.set(section!, [...(bySection.get(section!) ?? []), [name!, value!]]);
    }
    const out = ['', 'Hardening figures'];
    for (const [section, rows] of [...bySection].sort(([a], [b]) => a.localeCompare(b))) {
      out.push(`  ${section}`);
      for (const [name, value] of rows) out.push(`    ${name}: ${value}`);
    }
    console.log(out.join('\n'));
  };
}
