import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import {
  previewImport,
  runImport,
  type ColumnChoices,
  type ImportReport,
  type ImportResource,
} from '../store/imports';
import { countOf } from './count';
import { failureMessage } from './failure';
import { importedMessage, toWrite, type Noun } from './import-text';
import { useToast } from './toast';

export interface ImportState {
  file: File | null;
  /** The columns mapped by hand, sent with every run: header → field, or null to ignore. */
  choices: ColumnChoices;
  /** The last dry run's answer (or a refused import's, which lists its problems). */
  report: ImportReport | null;
  /** Why the file cannot be read, or why the import was refused. */
  problem: string;
  busy: 'checking' | 'importing' | null;
  /** The share of the file sent, 0 to 1: at 1 the server is reading or writing it. */
  progress: number;
}

const INITIAL: ImportState = {
  file: null,
  choices: {},
  report: null,
  problem: '',
  busy: null,
  progress: 0,
};

/**
 * An import dialog's flow: a file chosen is checked at once (a dry run), and again after each
 * change of its mapping, the newest run only counting; `run` writes it, all rows or none, and
 * `onImported` follows a success (the dialog's "Last imports" loads again). Closing the dialog
 * cancels a check; an import already sent goes on, and its toast still says how it went.
 */
export function useImport(resource: ImportResource, noun: Noun, onImported: () => void) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [state, setState] = useState(INITIAL);
  const checking = useRef<{ abort: () => void } | null>(null);
  const onProgress = (progress: number) => setState((s) => ({ ...s, progress }));

  useEffect(() => () => checking.current?.abort(), []);

  /** One dry run; null when a newer one started meanwhile, or the dialog closed. */
  async function dryRun(file: File, columns: ColumnChoices) {
    checking.current?.abort();
    const request = dispatch(previewImport({ resource, file, columns, onProgress }));
    checking.current = request;
    const result = await request;
    if (checking.current !== request) return null;
    checking.current = null;
    return result;
  }

  async function check(file: File, wanted: ColumnChoices) {
    const fresh = file !== state.file;
    // The old preview stays while a new mapping is checked; a new file's is no use.
    setState((s) => ({
      ...s,
      file,
      choices: wanted,
      report: fresh ? null : s.report,
      problem: '',
      busy: 'checking',
      progress: 0,
    }));
    // A new file (the same one, fixed) keeps the columns mapped by hand that it has too. The
    // server refuses a mapping of a header the file lacks, so it is read as it is first.
    let result = await dryRun(file, fresh ? {} : wanted);
    if (fresh && result && previewImport.fulfilled.match(result)) {
      const { columns } = result.payload;
      const kept = Object.entries(wanted).filter(([header]) =>
        columns.some((column) => column.header === header),
      );
      const choices = Object.fromEntries(kept);
      setState((s) => ({ ...s, choices }));
      const differs = ([header, field]: [string, string | null]) =>
        columns.find((column) => column.header === header)?.field !== field;
      if (kept.some(differs)) result = await dryRun(file, choices);
    }
    if (!result) return;
    if (previewImport.fulfilled.match(result)) {
      const report = result.payload;
      setState((s) => ({ ...s, report, busy: null }));
      return;
    }
    const problem = result.payload?.message ?? failureMessage(result);
    setState((s) => ({ ...s, report: result.payload?.report ?? s.report, problem, busy: null }));
  }

  async function run() {
    const { file, choices, report, busy } = state;
    if (!file || !report || busy || state.problem || report.errors.length > 0 || !toWrite(report))
      return;
    setState((s) => ({ ...s, problem: '', busy: 'importing', progress: 0 }));
    const result = await dispatch(runImport({ resource, file, columns: choices, onProgress }));
    if (runImport.fulfilled.match(result)) {
      const { import_id } = result.payload;
      toast({
        message: importedMessage(result.payload, noun),
        ...(import_id && {
          link: { to: `/dashboard/activity?import_id=${import_id}`, label: 'See its changes' },
        }),
      });
      setState(INITIAL);
      onImported();
      return;
    }
    // Rows that went wrong since the preview (someone else's write): nothing was written.
    const refused = result.payload?.report;
    const problem = refused?.errors.length
      ? `Nothing was imported: ${countOf(refused.errors.length, 'row has a problem', 'rows have problems')}.`
      : `Nothing was imported: ${result.payload?.message ?? failureMessage(result)}`;
    setState((s) => ({ ...s, report: refused ?? s.report, problem, busy: null }));
  }

  return {
    ...state,
    choose: (file: File) => void check(file, state.choices),
    map: (header: string, field: string | null) => {
      if (state.file) void check(state.file, { ...state.choices, [header]: field });
    },
    run: () => void run(),
  };
}
