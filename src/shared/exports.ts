import { z } from 'zod';
import { bulkIds } from './bulk';
import { clientTable } from './resources/clients';
import { csvColumns } from './resources/field-table';
import { inventoryTable } from './resources/inventory';
import type { ResourceName } from './resources/names';
import { noteTable } from './resources/notes';
import { pageTable } from './resources/pages';
import { projectTable } from './resources/projects';
import { stickerTable } from './resources/stickers';
import { toolTable } from './resources/tools';

/**
 * What "Export CSV" writes for each dashboard list: a column per field, headed by the label the
 * screen and its forms use. `kind` says how a value is written: a date as YYYY-MM-DD, a count as
 * the number of items in a list field (a client's projects), a number plainly.
 */
export type ExportColumn = {
  label: string;
  field: string;
  kind?: 'text' | 'number' | 'date' | 'count' | 'flag';
};

const LAST_CHANGED: ExportColumn = { label: 'Last changed', field: 'updated_at', kind: 'date' };
const CHANGED_BY: ExportColumn = { label: 'Changed by', field: 'updated_by' };

/**
 * The record's id and version, last: an edited export imported again updates the records it came
 * from, and finds those changed since (imports.ts).
 */
const ID_AND_VERSION: ExportColumn[] = [
  { label: 'ID', field: 'id', kind: 'number' },
  { label: 'Version', field: 'version', kind: 'number' },
];

/** The resources whose lists export, with their columns. */
export const RESOURCE_EXPORTS: Partial<Record<ResourceName, readonly ExportColumn[]>> = {
  pages: [...csvColumns(pageTable), LAST_CHANGED, ...ID_AND_VERSION],
  clients: [
    ...csvColumns(clientTable),
    { label: 'Projects', field: 'projects', kind: 'count' },
    LAST_CHANGED,
    ...ID_AND_VERSION,
  ],
  projects: [
    // The screen's order, not the answer's.
    ...csvColumns(projectTable, ['name', 'project_class', 'description']),
    { label: 'Client id', field: 'client_id', kind: 'number' },
    // What the list's rows say besides (resources/project-glance.ts).
    { label: 'Client', field: 'client_name' },
    { label: 'Tasks done', field: 'tasks_done', kind: 'number' },
    { label: 'Tasks', field: 'tasks_total', kind: 'number' },
    { label: 'Balance', field: 'balance', kind: 'number' },
    LAST_CHANGED,
    CHANGED_BY,
    ...ID_AND_VERSION,
  ],
  notes: [...csvColumns(noteTable), LAST_CHANGED, CHANGED_BY, ...ID_AND_VERSION],
  inventory: [...csvColumns(inventoryTable), LAST_CHANGED, ...ID_AND_VERSION],
  stickers: [...csvColumns(stickerTable), LAST_CHANGED, ...ID_AND_VERSION],
  tools: [...csvColumns(toolTable), LAST_CHANGED, ...ID_AND_VERSION],
};

export const WAITLIST_EXPORT: readonly ExportColumn[] = [
  { label: 'Email address', field: 'email_address' },
  { label: 'Joined', field: 'created_at', kind: 'date' },
  { label: 'Confirmed', field: 'confirmed', kind: 'flag' },
];

export const ENQUIRY_EXPORT: readonly ExportColumn[] = [
  { label: 'Received', field: 'created_at', kind: 'date' },
  { label: 'Name', field: 'name' },
  { label: 'Email address', field: 'email_address' },
  { label: 'Service', field: 'service' },
  { label: 'Message', field: 'message' },
  { label: 'Status', field: 'status' },
  LAST_CHANGED,
  CHANGED_BY,
];

export const ACTIVITY_EXPORT: readonly ExportColumn[] = [
  { label: 'Date', field: 'date', kind: 'date' },
  { label: 'Time (UTC)', field: 'time' },
  { label: 'Who', field: 'actor' },
  { label: 'Action', field: 'action' },
  { label: 'Resource', field: 'resource' },
  { label: 'Record', field: 'record_id', kind: 'number' },
  { label: 'Title', field: 'title' },
  { label: 'Changes', field: 'changes' },
  { label: 'Address', field: 'address' },
];

export const USER_EXPORT: readonly ExportColumn[] = [
  { label: 'Username', field: 'username' },
  { label: 'Email address', field: 'email_address' },
  { label: 'Role', field: 'role' },
  { label: 'Disabled', field: 'disabled', kind: 'flag' },
  { label: 'Created', field: 'created_at', kind: 'date' },
];

/**
 * `?ids=3,7,9` on a list's CSV: only those records (a selection of the list), still in the list's
 * order. The ids a bulk action takes, with its limit and its messages, written comma-separated.
 */
export const exportIds = z
  .string()
  .transform((text): (string | number)[] => (text === '' ? [] : text.split(',')))
  .pipe(bulkIds);

/** The `ids` a selection's export sends: sorted, so one selection is always one address. */
export const exportIdsParam = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b).join(',');
