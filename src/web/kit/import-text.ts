import type { ImportRecord, ImportReport, UndoReport } from '../store/imports';
import { countOf } from './count';

/** The noun a list counts: ['client', 'clients']. */
export type Noun = readonly [one: string, other: string];

/** How many errors the preview lists; the rest are counted ("and 312 more"). */
export const ERRORS_SHOWN = 100;

const number = new Intl.NumberFormat('en');
const counted = (n: number, noun: Noun) => countOf(n, noun[0], noun[1]);

/** The records an import writes: those it creates and those it updates. */
export const toWrite = (report: Pick<ImportReport, 'create' | 'update'>) =>
  report.create + report.update;

/** "200 to create, 10 to update, 2 unchanged". */
export const previewCounts = ({ create, update, unchanged }: ImportReport) =>
  `${number.format(create)} to create, ${number.format(update)} to update, ${number.format(unchanged)} unchanged`;

/** The primary button: "Import 212 clients". */
export const importLabel = (report: ImportReport, noun: Noun) =>
  `Import ${counted(toWrite(report), noun)}`;

/** The toast once written: "Imported 212 clients". */
export const importedMessage = (report: ImportReport, noun: Noun) =>
  `Imported ${counted(toWrite(report), noun)}`;

/** Under the errors listed: "and 312 more", or nothing when all are shown. */
export const moreErrors = (total: number) =>
  total > ERRORS_SHOWN ? `and ${number.format(total - ERRORS_SHOWN)} more` : '';

/** A last import's figures: "200 created, 10 updated, 2 unchanged". */
export const importCounts = ({ created, updated, unchanged }: ImportRecord) =>
  `${number.format(created)} created, ${number.format(updated)} updated, ${number.format(unchanged)} unchanged`;

/**
 * What Undo asks before it goes ahead: "The 200 clients it created go to the trash, and the 10 it
 * changed get their fields back."
 */
export function undoQuestion({ created, updated }: ImportRecord, noun: Noun) {
  const one = (n: number) => n === 1;
  const trashed = `the ${counted(created, noun)} it created ${one(created) ? 'goes' : 'go'} to the trash`;
  const changed = (what: string) =>
    `the ${what} it changed ${one(updated) ? 'gets its' : 'get their'} fields back`;
  const what =
    created > 0 && updated > 0
      ? `${trashed}, and ${changed(number.format(updated))}`
      : created > 0
        ? trashed
        : updated > 0
          ? changed(counted(updated, noun))
          : 'it created and changed nothing, so nothing changes';
  const since = updated > 0 ? ` A ${noun[0]} changed by someone since stays as it is.` : '';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}.${since}`;
}

/**
 * The toast after an undo: "Import of clients.csv undone: 200 clients moved to the trash, 9 given
 * their fields back. Left as they are: Acme was changed by ann after the import, …"
 */
export function undoneMessage(record: ImportRecord, report: UndoReport, noun: Noun) {
  const parts = [
    report.trashed > 0 && `${counted(report.trashed, noun)} moved to the trash`,
    report.restored > 0 &&
      `${counted(report.restored, noun)} given ${report.restored === 1 ? 'its' : 'their'} fields back`,
  ].filter(Boolean);
  const done = parts.length > 0 ? parts.join(', ') : 'nothing needed changing';
  const left = report.left.map((item) => item.message).join(' ');
  return `Import of ${record.file_name} undone: ${done}.${left ? ` Left as they are: ${left}` : ''}`;
}
