import type { ImportFile } from './import-files';
import { IMPORT_TARGETS, importMarks } from './report';

/** What the import bench measured of one file (times in ms, memory in MB). */
export type ImportFigures = {
  file: ImportFile;
  dryMs: number;
  dryCpuMs: number;
  /** The longest wait of any poll during a dry run (another one). */
  dryWaitMs: number;
  importMs: number;
  /** The server's CPU time for the import (clock ticks of 10 ms). */
  cpuMs: number;
  idleMb: number;
  peakMb: number;
  /** The second import's time, with the pollers. */
  polledImportMs: number;
  /** The longest waits of /healthz, the GET and the PUT during the second import. */
  waits: number[];
  failures: string[];
  /** PostgreSQL: the statements of a dry run and of an import. */
  statements: { dry: number; import: number } | undefined;
};

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const COLUMNS: [title: string, width: number][] = [
  ['file', 24],
  ['dry ms', 7],
  ['CPU', 6],
  ['wait', 6],
  ['import ms', 9],
  ['rows/s', 7],
  ['CPU ms', 7],
  ['peak MB (idle)', 14],
  ['waits ms health/GET/PUT', 23],
  ['polled', 7],
  ['SQL dry/import', 14],
  [`<${IMPORT_TARGETS.importMs / 1000}s`, 4],
  [`dry<${IMPORT_TARGETS.dryRunMs / 1000}s`, 7],
  [`<${IMPORT_TARGETS.peakMb}MB`, 6],
];
const line = (cells: string[]) =>
  `  ${cells.map((c, i) => (i ? c.padStart(COLUMNS[i]![1]) : c.padEnd(COLUMNS[0]![1]))).join(' ')}`;

export const importsHeader = () => line(COLUMNS.map(([title]) => title));

/** A file's row; `targets`: with ✓/✗ (SQLite), else "–" (PostgreSQL: figures only). */
export function importsRow(f: ImportFigures, targets: boolean) {
  const size =
    f.file.bytes < 1e6 ? `${int(f.file.bytes / 1e3)} kB` : `${(f.file.bytes / 1e6).toFixed(1)} MB`;
  return line([
    `${f.file.name} (${size})`,
    int(f.dryMs),
    int(f.dryCpuMs),
    int(f.dryWaitMs),
    int(f.importMs),
    int(f.file.rows / (f.importMs / 1000)),
    int(f.cpuMs),
    `${int(f.peakMb)} (${int(f.idleMb)})`,
    f.waits.map(int).join('/'),
    int(f.polledImportMs),
    f.statements ? `${f.statements.dry}/${f.statements.import}` : '–',
    ...(targets ? importMarks(f) : ['–', '–', '–']),
  ]);
}
