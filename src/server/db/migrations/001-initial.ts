import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

type Builder = CreateTableBuilder<string, never>;

/** Creates every entity of product.md §3 plus users, sessions, login throttling and the waitlist. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = (name: string): Builder =>
    db.schema
      .createTable(name)
      .addColumn('id', 'integer', (c): ColumnDefinitionBuilder =>
        pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  const blob = pg ? 'bytea' : 'blob';
  const ref = (parent: string, onDelete: 'cascade' | 'set null') => (c: ColumnDefinitionBuilder) =>
    (onDelete === 'cascade' ? c.notNull() : c).references(`${parent}.id`).onDelete(onDelete);

  await table('users')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('superuser', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('users_username_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .unique()
    .expression(sql`lower(email_address)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', ref('users', 'cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'bigint', (c) => c.notNull())
    .execute();

  await table('waitlist_entries')
    .addColumn('email_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('waitlist_email_unique')
    .on('waitlist_entries')
    .unique()
    .expression(sql`lower(email_address)`)
    .execute();

  await table('pages')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', text)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pages_created_at')
    .on('pages')
    .columns(['created_at', 'id'])
    .execute();

  await table('clients')
    .addColumn('organization_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', text)
    .addColumn('email_address', 'text', text)
    .addColumn('country', 'text', text)
    .addColumn('state', 'text', text)
    .addColumn('city', 'text', text)
    .addColumn('street', 'text', text)
    .execute();
  await db.schema
    .createIndex('clients_name')
    .on('clients')
    .expression(sql`lower(organization_name)`)
    .execute();

  await table('projects')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', text)
    .addColumn('project_class', 'text', text)
    .addColumn('client_id', 'integer', ref('clients', 'set null'))
    .execute();
  await db.schema.createIndex('projects_client_id').on('projects').column('client_id').execute();
  await db.schema
    .createIndex('projects_name')
    .on('projects')
    .expression(sql`lower(name)`)
    .execute();

  await table('fundings')
    .addColumn('project_id', 'integer', ref('projects', 'cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fundings_project_id')
    .on('fundings')
    .columns(['project_id', 'date'])
    .execute();

  await table('expenses')
    .addColumn('project_id', 'integer', ref('projects', 'cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('unit_cost_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('quantity_milli', 'bigint', (c) => c.notNull())
    .addColumn('logistics_cost_cents', 'bigint', (c) => c.notNull())
    .addColumn('unit_selling_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('profit_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('expenses_project_id')
    .on('expenses')
    .columns(['project_id', 'date'])
    .execute();

  await table('tasks')
    .addColumn('project_id', 'integer', ref('projects', 'cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', text)
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('tasks_project_id')
    .on('tasks')
    .columns(['project_id', 'completed', 'id'])
    .execute();

  await table('notes')
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notes_title')
    .on('notes')
    .expression(sql`lower(title)`)
    .execute();

  await table('sections')
    .addColumn('note_id', 'integer', ref('notes', 'cascade'))
    .addColumn('index', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', text)
    .addColumn('content', 'text', text)
    .execute();
  await db.schema
    .createIndex('sections_note_id')
    .on('sections')
    .columns(['note_id', 'index'])
    .execute();

  await table('inventory_items')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('specification', 'text', text)
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [name, extra] of [
    ['stickers', 'description'],
    ['tools', 'specification'],
  ] as const) {
    let t = table(name)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn(extra, 'text', text);
    if (name === 'stickers')
      t = t.addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0));
    await t
      .addColumn('image', blob)
      .addColumn('image_type', 'text')
      .addColumn('image_hash', 'text')
      .execute();
  }
  for (const name of ['inventory_items', 'stickers', 'tools']) {
    await db.schema
      .createIndex(`${name}_name`)
      .on(name)
      .expression(sql`lower(name)`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'tools',
    'stickers',
    'inventory_items',
    'sections',
    'notes',
    'tasks',
    'expenses',
    'fundings',
    'projects',
    'clients',
    'pages',
    'waitlist_entries',
    'login_throttle',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
