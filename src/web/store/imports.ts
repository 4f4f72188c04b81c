import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ImportPreview, ImportRecord, ImportUndo } from '../../shared/imports';
import { XLSX_MEDIA_TYPE } from '../../shared/media-types';
import { IMPORT_MAX_BYTES } from '../../shared/limits';
import type { ResourceName } from '../../shared/resources/names';
import { http } from '../lib/http-client';
import { upload } from '../lib/upload';

/**
 * Importing a CSV or XLSX file into a list (POST /{resource}/import): a dry run to preview, then
 * the write, all rows or none; the last imports of a list and their undo. A written import and an
 * undo tell the resource's slice, whose list on screen then loads again (create-resource-slice.ts).
 */
export const IMPORT_RESOURCES = [
  'clients',
  'projects',
  'notes',
  'inventory',
  'stickers',
  'tools',
  'pages',
] as const satisfies readonly ResourceName[];
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

/** What an import did, or a dry run would do (with every problem by row), as the API answers. */
export type ImportReport = ImportPreview;
export type { ImportRecord };
/** What an undo did: records trashed, records given their fields back, and those it left. */
export type UndoReport = ImportUndo;

/** The file's column mapping as chosen by hand: header → field, or null to ignore it. */
export type ColumnChoices = Record<string, string | null>;

export interface ImportArgs {
  resource: ImportResource;
  file: File;
  columns: ColumnChoices;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/** Why an import was refused: the message, and for row errors (422) the report that lists them. */
export interface ImportFailure {
  message: string;
  report?: ImportReport;
}

/** The largest file an import takes, in MB as the dialog says it. */
export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = XLSX_MEDIA_TYPE;
/** What the file chooser offers. */
export const IMPORT_ACCEPT = `.csv,.xlsx,${CSV_TYPE},${XLSX_TYPE}`;

/**
 * The media type the file is sent as: by its name first, as browsers on Windows call a CSV file
 * "application/vnd.ms-excel"; null for a file that is neither.
 */
export function importType(file: Pick<File, 'name' | 'type'>): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPE;
  if (name.endsWith('.xlsx')) return XLSX_TYPE;
  return file.type === CSV_TYPE || file.type === XLSX_TYPE ? file.type : null;
}

const isReport = (body: unknown): body is ImportReport =>
  typeof body === 'object' && body !== null && 'rows' in body && 'columns' in body;

async function send(args: ImportArgs, dryRun: boolean, signal: AbortSignal) {
  const { resource, file, columns, onProgress } = args;
  const contentType = importType(file);
  if (!contentType) return { message: `${file.name} is not a CSV or XLSX file.` };
  // Said before sending it all: a server refusing a body midway may only reset the connection.
  if (file.size > IMPORT_MAX_BYTES)
    return {
      message: `${file.name} is larger than ${IMPORT_MAX_MB} MB, the most an import takes.`,
    };
  const query = {
    dry_run: dryRun || undefined,
    file_name: file.name,
    columns: Object.keys(columns).length > 0 ? JSON.stringify(columns) : undefined,
  };
  const result = await upload<ImportReport>(`/${resource}/import`, file, {
    query,
    contentType,
    onProgress,
    signal,
  });
  if (result.ok) return result.data;
  return isReport(result.body)
    ? { message: result.error, report: result.body }
    : { message: result.error };
}

interface Config {
  rejectValue: ImportFailure;
}

/** The dry run: what importing the file would do, with every problem by row. Nothing is written. */
export const previewImport = createAsyncThunk<ImportReport, ImportArgs, Config>(
  'imports/preview',
  async (args, { rejectWithValue, signal }) => {
    const answer = await send(args, true, signal);
    return 'message' in answer ? rejectWithValue(answer) : answer;
  },
);

/** The import itself, in one transaction: all rows, or none when any row has a problem. */
export const runImport = createAsyncThunk<ImportReport, ImportArgs, Config>(
  'imports/run',
  async (args, { rejectWithValue, signal }) => {
    const answer = await send(args, false, signal);
    return 'message' in answer ? rejectWithValue(answer) : answer;
  },
);

/** A list's last imports, newest first. */
export const loadImports = createAsyncThunk<
  ImportRecord[],
  ImportResource,
  { rejectValue: string }
>('imports/list', async (resource, { rejectWithValue, signal }) => {
  const result = await http.get<ImportRecord[]>('/imports', { query: { resource }, signal });
  if (!result.ok) return rejectWithValue(result.error);
  return Array.isArray(result.data) ? result.data : [];
});

/** Undoes an import: what it created goes to the trash, what it changed gets its fields back. */
export const undoImport = createAsyncThunk<
  UndoReport & { resource: ImportResource },
  { resource: ImportResource; id: number },
  { rejectValue: string }
>('imports/undo', async ({ resource, id }, { rejectWithValue }) => {
  const result = await http.post<UndoReport>(`/imports/${id}/undo`, undefined, { expect: 200 });
  if (!result.ok) return rejectWithValue(result.error);
  return { ...result.data, resource };
});
