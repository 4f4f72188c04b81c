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
 * seed). After, not before: a read that starts after the call must see the change. On SQLite a
 * transaction holds the only connection until it commits, so no read sees a change between the
 * call and the commit (group-commit.ts: a transaction may give the connection on before its
 * group commits; the next transaction of the group sees the change and is answered only if the
 * group commits, and a statement outside a transaction commits the group before it runs).
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
