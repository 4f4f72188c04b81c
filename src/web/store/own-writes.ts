/**
 * The record versions this window wrote itself (docs/decisions/0037-quiet-merges.md). A 412's
 * `updated_by` says which account wrote the record last, not from where: when it is the signed-in
 * account, the version tells this window's own write from one made in another tab or window.
 * Kept in memory, per page: a reload starts its forms afresh, so it needs none of the old ones.
 */
/** Whose a write was when it was the signed-in account's: made in this window, or elsewhere. */
export type Yours = 'this window' | 'another window';

const written = new Map<string, Set<number>>();

/** The version an ETag names ("<version>-<digest>"), or null for any other tag. */
const versionOf = (etag: string | null | undefined) => {
  const match = /^"(\d+)-/.exec(etag ?? '');
  return match ? Number(match[1]) : null;
};

/** Remembers that this window's write of the record at `path` made the version its ETag names. */
export function noteOwnWrite(path: string, etag: string | null) {
  const version = versionOf(etag);
  if (version === null) return;
  const versions = written.get(path) ?? new Set<number>();
  versions.add(version);
  written.set(path, versions);
}

/**
 * Whose the write a 412 met was, when it was the signed-in account's: this window's (its version
 * is one this window wrote) or another window's. Undefined for another account's or none.
 */
export function yoursOf(
  path: string,
  stale: { updated_by: string | null; etag: string },
  username: string | undefined,
): Yours | undefined {
  if (!username || stale.updated_by !== username) return undefined;
  const version = versionOf(stale.etag);
  return version !== null && written.get(path)?.has(version) ? 'this window' : 'another window';
}
