/**
 * Each tracked table's version: a number that changes whenever the table's rows do. An answer
 * built from tables at given versions is still right while those versions are the same.
 * `ALL` is every table at once (another process changed a SQLite file).
 */
export type Versions = Readonly<Record<string, number>>;
export const ALL = '*';

export type VersionSource = {
  /**
   * The versions as of a moment after this call, so an answer checked against them includes
   * every change committed before the request arrived (read-your-writes, on any server). Undefined
   * while the source cannot vouch for that: the cache is then bypassed.
   */
  current(): Promise<Versions | undefined>;
  close(): Promise<void>;
};

export const versionOf = (versions: Versions, table: string) => versions[table] ?? 0;
