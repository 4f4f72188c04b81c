import type { z } from 'zod';
import type { ResourceDefinition } from '../../shared/resources/define';
import type { ResourceName } from '../../shared/resources/names';
import type { FieldChange, HistoryAction } from '../../shared/history';
import type { Database, DatabaseTransaction } from '../db/database';
import type { TableName } from '../db/tables';
import type { Access } from '../plugins/access';
import type { OrderBy, RowData, SortColumn, TableSpec } from '../repositories/table-repository';
import type { Stamps } from '../repositories/record-versions';
import type { SearchEntry } from '../search/search-entry';
import type { VerdictAhead } from './rule-verdicts';
import { errorResponses } from '../http-error';

type Input = Record<string, unknown>;

/**
 * How the server stores one resource: its table, the mapping between rows and the API's shapes,
 * and hooks for what the generic create/read/update/delete flow does not cover. Everything a
 * resource leaves out takes the generic path.
 */
export type ServerResource<D extends ResourceDefinition = ResourceDefinition> = TableSpec & {
  definition: D;
  toEntity(row: RowData): z.output<D['entity']>;
  /** Validated input → column values; `existing` is the stored row on update. */
  toRow?(
    input: Input,
    existing?: RowData,
  ): Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Fields naming another row that must exist, else a 422. With `title` (its column a person
   * knows it by), a history entry of a change to the field names the rows too.
   */
  references?: readonly { field: string; table: TableName; label: string; title?: string }[];
  /** Adds related rows to entities of a list, show or update (a client's projects). */
  embed?(db: Database, entities: z.output<D['entity']>[]): Promise<z.output<D['entity']>[]>;
  /**
   * What embed adds, read in an update's transaction and started now (held-statements.ts
   * runAhead): on PostgreSQL the read goes out with the COMMIT, where embed's would wait for it.
   */
  embedAhead?(
    db: DatabaseTransaction,
    entities: z.output<D['entity']>[],
  ): Promise<{ answer: Promise<z.output<D['entity']>[]> }>;
  /** GET /{name}/{id}: the richer detail shape. */
  detail?(db: Database, entity: z.output<D['entity']>): Promise<z.output<D['detail']>>;
  /**
   * Where storing is more than one row (an insert with sections, an index that shifts others) or
   * is conditional (a 409 on connecting a taken project). An update resolves to undefined when
   * the row has gone meanwhile.
   */
  create?(db: Database, values: Record<string, unknown>, input: Input): Promise<RowData>;
  update?(
    db: Database,
    existing: RowData,
    values: Record<string, unknown>,
    input: Input,
  ): Promise<RowData | undefined>;
  remove?(db: Database, existing: RowData): Promise<void>;
  /**
   * A rule over other rows, checked in the write's transaction once the values are known (a
   * project's totals that must stay exact): throws the 422 itself, or answers its verdict to come
   * when its read went ahead, for the write's statements to go out with it (rule-verdicts.ts).
   */
  check?(
    db: Database,
    values: Record<string, unknown>,
    existing?: RowData,
  ): Promise<void | VerdictAhead>;
  /** Its update can answer 409 (a project already connected to another client): documented. */
  updateConflicts?: boolean;
  /**
   * Tables other than its own that its answers read: `embedTables` for every answer (a client's
   * projects), `detailTables` for GET /{name}/{id} too. A change to any of them makes a cached
   * answer stale (docs/decisions/0011-response-cache.md).
   */
  embedTables?: readonly TableName[];
  detailTables?: readonly TableName[];
  /**
   * A list narrowed to one account's records (`?assignee=me`, or an account's id): its query
   * parameter, the column naming the account, and the order such a list is in (a person's work
   * by due date), keyset-paged by that order.
   */
  byAccount?: { param: string; column: string; description: string; orderBy: OrderBy };
  /**
   * The fields its list can be sorted by (`?sort=name`, `?sort=-name`): the ones its dashboard
   * list shows, each a column and its sort kind (table-repository's OrderBy), then by id.
   */
  sorts: Readonly<Record<string, SortColumn>>;
  /** Who may list and show; writes always need an admin. Default: admin. */
  readAccess?: Access;
  /**
   * The record this one is part of, edited with it in one form (a section's note): every write
   * to this one bumps that one's version too, so an edit of the whole meets a change to a part.
   */
  parent?: { table: TableName; field: string };
  /**
   * The record whose screen shows this one (a funding's project, a section's note): its history
   * is that screen's too, and it cannot be restored from the trash without that record.
   */
  shownOn?: { resource: ResourceName; field: string };
  /**
   * The screen whose History shows its writes, where no single `shownOn` field says it (a
   * comment, on a record of any resource): a history scope (shared/history.ts).
   */
  scope?(row: RowData): string;
  /**
   * false: its delete keeps nothing in the trash (a comment its author deletes is gone; its
   * history entry stays). Default: kept, as every record is.
   */
  trash?: false;
  /** What the history and the trash call a record, when not its `search` column. */
  title?(row: RowData): string;
  /** An update's action in the history when not "update" (a project's connect, disconnect). */
  historyAction?(changes: FieldChange[]): HistoryAction | undefined;
  /** Fields of the update body stored apart from the row (a note's sections): "changed". */
  parts?: readonly string[];
  /** Rows its delete takes along, by the foreign key naming it (a project's fundings). */
  takesAlong?: readonly { table: TableName; field: string; resource: ResourceName }[];
  /**
   * Rows whose link to it its delete sets to null (a client's projects), of a kind that says how
   * such a change is written (resource-engine/linked-rows.ts): linked back on restore.
   */
  unlinks?: readonly { table: TableName; field: string; rows: LinkedRows }[];
  /**
   * Runs in a create's or an update's transaction once the rows are written (`before` undefined
   * on create), once for all the rows of a write of many: what else a write must record (a
   * quantity's stock movement).
   */
  afterWrite?(db: Database, changes: readonly WrittenRow[], stamps: Stamps): Promise<void>;
  /** Puts a row back from the trash where more than an insert is needed (a section's index). */
  restore?(db: Database, row: RowData): Promise<void>;
  /**
   * What the search finds of its records (src/server/search/): each row's entry, read in the
   * write's transaction. A part (`parent`) answers the entry of the record it is in (a section's
   * note), so its writes index that record again.
   */
  searchable?(db: Database, rows: RowData[]): SearchEntry[] | Promise<SearchEntry[]>;
  /**
   * Its records are drafts or published, maybe from a later time (pages: `status`,
   * `publish_at`, an entity's `state`): who is not staff sees only what is published and due,
   * and staff can list by `?status=` (routes' visibility.ts).
   */
  publishes?: true;
  /** Serves GET /{name}/{id}/image from the row's image bytes. */
  image?: boolean;
  /** The largest body its POST and PUT take (plugins/body-limits.ts). Default: a record's. */
  bodyLimit?: number;
};

/** What an update of it may answer beyond the derived errors: its 409 (PUT and bulk update). */
export const updateConflictAnswers = (resource: ServerResource) =>
  resource.updateConflicts ? errorResponses(409) : {};

/** A record before and after a write: `before` undefined when the write created it. */
export type WrittenRow = { before: RowData | undefined; after: RowData };

/** A row's link before and after a delete unlinked it or a restore linked it back. */
export type LinkChange = { before: RowData; after: RowData };

/**
 * What kind of rows a record's delete unlinks (a client's projects and accounts, a project's
 * stock movements), and how a change of their link is a write of theirs: the rule of who may
 * have it back, and the history it goes in.
 */
export type LinkedRows = {
  /** The rows carry a version (records, accounts), which an unlink and a relink claim. */
  versioned: boolean;
  /** Whether a row may be linked again, by the rule of its own route (ordinary accounts only). */
  mayLink?(row: RowData): boolean;
  /** Appends each change to the history of the record the row is, or belongs to. */
  recorded(db: Database, field: string, changes: LinkChange[], stamps: Stamps): Promise<void>;
};

/** Keeps each resource's own types while it is written; the registry keeps only its name. */
export const serverResource = <D extends ResourceDefinition>(r: ServerResource<D>) =>
  r as unknown as ServerResource & { definition: { name: D['name'] } };
