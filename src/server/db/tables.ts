import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * What every record keeps about its last change (migration 008): a version bumped by each write,
 * when, and the username of who made it (null for rows written before migration 008 or by no one).
 */
type Stamped = {
  version: Generated<number>;
  updated_at: Generated<number>;
  updated_by: Generated<string | null>;
};

/**
 * The database as Kysely sees it. Money is integer cents and expense quantities integer
 * thousandths, so no float ever touches a sum. Booleans are 0/1 integers on both dialects,
 * so one query works on SQLite and PostgreSQL alike; repositories turn them into booleans.
 */
export interface Tables {
  users: Stamped & {
    id: Generated<number>;
    username: string;
    email_address: string;
    password_hash: string;
    admin: number;
    superuser: number;
    created_at: number;
    /** 1: refused at sign-in, and its sessions are gone (migration 005). */
    disabled: Generated<number>;
    /** The client whose projects an ordinary account sees in "My projects" (migration 005). */
    client_id: Generated<number | null>;
    /** username and email_address folded for comparison (auth/login-key.ts, migration 009). */
    username_key: string;
    email_key: string;
  };
  sessions: { id: string; user_id: number; created_at: number; last_seen_at: number };
  login_throttle: { key: string; failures: number; window_started_at: number };
  /** Two-step sign-in (migration 006): the secret is encrypted (src/server/two-step/crypto.ts). */
  two_step_secrets: {
    user_id: number;
    secret: string;
    confirmed_at: number | null;
    last_step: Generated<number>;
    created_at: number;
  };
  two_step_recovery_codes: {
    id: Generated<number>;
    user_id: number;
    code_hash: string;
    used_at: number | null;
  };
  two_step_pending: { id: string; user_id: number; expires_at: number };
  waitlist_entries: {
    id: Generated<number>;
    email_address: string;
    created_at: number;
    /** When its owner followed the confirmation link (migration 019); null: not yet. */
    confirmed_at: Generated<number | null>;
    /** When the last confirmation mail was written; null: listed before mail existed. */
    asked_at: Generated<number | null>;
  };
  /** What visitors send from the contact form (migration 027): versioned, not a resource. */
  enquiries: {
    id: Generated<number>;
    name: string;
    email_address: string;
    service: string;
    message: string;
    status: Generated<string>;
    created_at: number;
    version: Generated<number>;
    updated_at: number;
    updated_by: Generated<string | null>;
  };
  /** Every mail (and, later, webhook and notification) to send, written with its cause (019). */
  outbox: {
    id: Generated<number>;
    channel: string;
    recipient: string;
    subject: string;
    body: string;
    payload: string;
    links: string;
    state: string;
    attempts: Generated<number>;
    next_attempt_at: number;
    claimed_until: number | null;
    last_error: string | null;
    created_at: number;
    queued_at: number;
    sent_at: number | null;
    /** A webhook delivery's webhook (migration 021); null for a mail. */
    webhook_id: Generated<number | null>;
  };
  webhooks: {
    id: Generated<number>;
    url: string;
    events: string;
    secret: string;
    active: Generated<number>;
    disabled_reason: string | null;
    created_by: string | null;
    created_at: number;
    updated_at: number;
  };
  webhook_attempts: {
    id: Generated<number>;
    outbox_id: number;
    at: number;
    status_code: number | null;
    duration_ms: number;
    response: string;
  };
  /** Each person's notifications, filed by the outbox's sender (migration 024, ADR 0029). */
  notifications: {
    id: Generated<number>;
    user_id: number;
    type: string;
    resource: string;
    record_id: number;
    text: string;
    actor: string | null;
    outbox_id: number;
    created_at: number;
    read_at: number | null;
  };
  /** The due-date notices made, once per task, kind and due date (migration 025). */
  task_notices: { task_id: number; kind: string; due_on: string };
  /** Each person's choices about notifications; no row is the defaults (migration 026). */
  notification_choices: { user_id: number; email: Generated<string>; low_stock: Generated<number> };
  /** Each person's chosen theme, 'light' or 'dark'; no row follows the system (migration 028). */
  theme_choices: { user_id: number; theme: string };
  /** A list's search, filters and sort under a name (migration 031, ADR 0035). */
  saved_views: {
    id: Generated<number>;
    user_id: number;
    resource: string;
    name: string;
    /** The name folded for comparison (auth/login-key.ts): unique per owner and list. */
    name_key: string;
    query: string;
    /** 1: seen by all staff; 0: by its owner only. */
    shared: number;
    created_at: number;
    updated_at: number;
  };
  /** Personal API tokens, by their secret's hash (migration 020, ADR 0025). */
  api_tokens: {
    id: Generated<number>;
    user_id: number;
    name: string;
    scope: string;
    token_hash: string;
    created_at: number;
    expires_at: number | null;
    last_used_at: number | null;
  };
  /** The links mails hold, by their token's hash (019): resets, email changes, the waitlist's. */
  mail_links: {
    token_hash: string;
    purpose: string;
    user_id: number | null;
    waitlist_id: number | null;
    email_address: string | null;
    created_at: number;
    expires_at: number | null;
    used_at: number | null;
  };
  invitations: {
    id: Generated<number>;
    email_address: string;
    email_key: string;
    role: string;
    client_id: number | null;
    token_hash: string;
    invited_by: string | null;
    created_at: number;
    expires_at: number;
    accepted_at: number | null;
    accepted_user_id: number | null;
  };
  /**
   * PostgreSQL only (migration 004): bumped by a trigger on every change to a tracked table, in
   * one of 16 slots per table (migration 007, which adds a slot column there); read as the sum.
   */
  table_versions: { table_name: string; version: number };
  /** One row (id 1), rewritten by /healthz to prove the database commits writes. */
  health_checks: { id: number; checked_at: number };
  /**
   * Each listed table's row count, kept by triggers (migration 003): totals without count(*).
   * On PostgreSQL spread over 16 slots (migration 007's slot column): a count is the sum.
   */
  row_counts: { table_name: string; n: number };
  /**
   * The overview's sums across projects (funding, costs, profit in cents; open tasks), kept by
   * triggers (migration 012) in 16 slots on PostgreSQL as row_counts; a total is their sum.
   */
  running_totals: { name: string; slot: Generated<number>; n: number };
  /** A project's funding total, kept by triggers on fundings (migration 034). */
  project_totals: { project_id: number; funding_cents: number };
  /** One entry per write (migration 010): changes is a JSON array of { field, from, to }. */
  history: {
    id: Generated<number>;
    at: number;
    actor: string | null;
    action: string;
    resource: string;
    record_id: number | null;
    /** The screen it belongs to, "projects:7": a record's own, or for a part its parent's. */
    scope: string;
    title: string | null;
    changes: string | null;
    address: string | null;
    /** The import that wrote it (migration 016), if one did. */
    import_id: number | null;
  };
  /** Each import of a file into a list (migration 016, src/server/imports/). */
  imports: {
    id: Generated<number>;
    resource: string;
    file_name: string;
    actor: string | null;
    at: number;
    created: number;
    updated: number;
    unchanged: number;
    undone_at: number | null;
    undone_by: string | null;
  };
  /** What an import did to a record: created it (before null), or changed these fields. */
  import_records: {
    import_id: number;
    record_id: number;
    version: number;
    before: string | null;
  };
  /** A deleted record and what its delete took along, as JSON (migration 010). */
  trash: {
    resource: string;
    record_id: number;
    title: string;
    deleted_at: number;
    deleted_by: string | null;
    took_along: string;
    snapshot: string;
  };
  /**
   * The search index (migration 013, src/server/search/): one entry per hit, written in the
   * transaction of the record's write.
   */
  search_entries: {
    id: Generated<number>;
    resource: string;
    record_id: number;
    /** The record whose screen opens it when not its own (a task's project). */
    opens_id: number | null;
    title: string;
    /** The title's folded words joined by spaces (collation "C" on PostgreSQL). */
    title_key: string;
    /** Its other distinct folded words, joined by spaces. */
    words: string;
    /** The start of its text, for excerpts. */
    text: string;
  };
  /** SQLite only: FTS5, contentless; rowid is the entry's id. All its words, and its title's. */
  search_fts: { rowid: number; title_key: string; words: string };
  search_title_fts: { rowid: number; title_key: string };
  /** PostgreSQL only: one row per word of an entry (`title`: a word of its title). */
  search_postings: { word: string; entry_id: number; title: boolean };
  /**
   * Entries whose words the word index (FTS5 or postings) and the vocabulary do not have yet
   * (migration 030): what the index holds for each meanwhile, null for nothing.
   */
  search_pending: { entry_id: number; title_key: string | null; words: string | null };
  /** Every word the index has held: a typed word's completions. */
  search_words: { word: string };
  /** Each correctable word, and each form of it with one letter left out: one-letter typos. */
  search_word_forms: { form: string; word: string };
  /** Resources a migration asked to index again once every migration has run (migration 014). */
  search_reindex: { resource: string };
  pages: Stamped & {
    id: Generated<number>;
    title: string;
    content: string;
    created_at: number;
    /** 'draft' or 'published' (migration 017); published at publish_at, if set. */
    status: Generated<string>;
    publish_at: number | null;
    /** Its address, unique: /{slug} (null for rows written around the app: /{id} only). */
    slug: Generated<string | null>;
    description: Generated<string>;
    image: Buffer | null;
    image_type: string | null;
    image_hash: string | null;
  };
  /** A page's earlier slugs, which redirect to it (migration 017). */
  page_slugs: { slug: string; page_id: number };
  /** Preview links of a page, by the hash of their token (migration 017). */
  page_previews: { token_hash: string; page_id: number; expires_at: number };
  /** Each version of a page's text, by its write's stamp (migration 018). */
  page_revisions: {
    id: Generated<number>;
    page_id: number;
    at: number;
    actor: string | null;
    version: number;
    title: string;
    content: string;
    description: string;
    slug: string | null;
  };
  clients: Stamped & {
    id: Generated<number>;
    organization_name: string;
    phone_number: string;
    email_address: string;
    /** An https address, or empty (migration 015). */
    website: Generated<string>;
    country: string;
    state: string;
    city: string;
    street: string;
  };
  projects: Stamped & {
    id: Generated<number>;
    name: string;
    description: string;
    project_class: string;
    client_id: number | null;
  };
  fundings: Stamped & {
    id: Generated<number>;
    project_id: number;
    date: string;
    source: string;
    description: string;
    amount_cents: number;
  };
  expenses: Stamped & {
    id: Generated<number>;
    project_id: number;
    date: string;
    description: string;
    unit_cost_price_cents: number;
    quantity_milli: number;
    logistics_cost_cents: number;
    unit_selling_price_cents: number;
    profit_cents: number;
  };
  /** A thread's comments on records of any commented resource (migration 023, ADR 0028). */
  comments: Stamped & {
    id: Generated<number>;
    record_resource: string;
    record_id: number;
    body: string;
    author: string | null;
    /** JSON array of the mentioned accounts' ids. */
    mentions: Generated<string>;
    created_at: number;
  };
  tasks: Stamped & {
    id: Generated<number>;
    project_id: number;
    name: string;
    description: string;
    completed: number;
    /** The staff account it is assigned to, and the day it is due (migration 022). */
    assignee_id: Generated<number | null>;
    due_on: Generated<string | null>;
  };
  notes: Stamped & { id: Generated<number>; title: string };
  sections: Stamped & {
    id: Generated<number>;
    note_id: number;
    index: number;
    title: string;
    content: string;
  };
  inventory_items: Stamped & {
    id: Generated<number>;
    name: string;
    specification: string;
    quantity: number;
    /** At or below it, the item is low on stock (migration 011); null: never. */
    low_stock_threshold: Generated<number | null>;
  };
  /** Every change of a quantity, signed (migration 011): they sum to the record's quantity. */
  stock_movements: {
    id: Generated<number>;
    resource: string;
    record_id: number;
    at: number;
    actor: string | null;
    amount: number;
    reason: string;
    project_id: number | null;
    note: Generated<string>;
    quantity_after: number;
  };
  stickers: Stamped & {
    id: Generated<number>;
    name: string;
    description: string;
    quantity: number;
    low_stock_threshold: Generated<number | null>;
    image: Buffer | null;
    image_type: string | null;
    image_hash: string | null;
  };
  tools: Stamped & {
    id: Generated<number>;
    name: string;
    specification: string;
    image: Buffer | null;
    image_type: string | null;
    image_hash: string | null;
  };
}

export type TableName = keyof Tables;
export type Row<T extends TableName> = Selectable<Tables[T]>;
export type NewRow<T extends TableName> = Insertable<Tables[T]>;
export type RowUpdate<T extends TableName> = Updateable<Tables[T]>;
