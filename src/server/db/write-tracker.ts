import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** What a write statement changes: its table (alias or schema aside), and whether it deletes. */
export type Written = { table: string; deletes: boolean };

/** The table a write statement names (alias or schema aside), or undefined for a read. */
function writtenTable(node: RootOperationNode): string | undefined {
  const tableOf = (n: unknown): string | undefined => {
    const t = n as { kind?: string; table?: unknown; node?: unknown } | undefined;
    if (!t) return undefined;
    if (t.kind === 'TableNode')
      return (t.table as { identifier: { name: string } }).identifier.name;
    if (t.kind === 'AliasNode') return tableOf(t.node);
    return undefined;
  };
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableOf(node.into);
    case 'UpdateQueryNode':
      return tableOf(node.table);
    case 'DeleteQueryNode':
      return tableOf(node.from.froms[0]);
    default:
      return undefined;
  }
}

/**
 * Calls `onWrite({ table, deletes })` after every INSERT, UPDATE or DELETE built with Kysely has run on this
 * connection, whoever built it (the resource engine, notes and sections, sessions, users, the
 * seed). After, not before: a read that starts after the call must see the change. On SQLite the
 * call is passed on once the change is committed (database.ts, group-commit.ts afterCommit): a
 * transaction's group may wait for other requests before it commits, and until then no reader
 * sees the change, so cached answers of its tables stay good. A statement outside a transaction
 * commits the group before it runs, so it never reads what is not committed.
 */
export function writeTracker(onWrite: (written: Written) => void): KyselyPlugin {
  const pending = new WeakMap<object, Written>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const table = writtenTable(node);
      if (table) pending.set(queryId, { table, deletes: node.kind === 'DeleteQueryNode' });
      return node;
    },
    async transformResult({
      result,
      queryId,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const written = pending.get(queryId);
      if (written) onWrite(written);
      return result;
    },
  };
}
