import type { ChangeListener } from '../db/change-listener';
import { freshProbe } from './fresh-probe';
import type { VersionSource, Versions } from './versions';

/**
 * PostgreSQL, any number of servers: table_versions, bumped by a trigger in the writer's own
 * transaction, is the truth; NOTIFY only evicts early. A NOTIFY arrives some time after the
 * commit, so on its own it would let another server answer from its cache before hearing of a
 * change its client has already seen: every cached answer is therefore checked against versions
 * read by a query that started after the request arrived (shared by the requests that arrived
 * meanwhile, see freshProbe), on the listener's own connection. While the listener is down the
 * cache is bypassed altogether.
 */
export function postgresVersions(
  readVersions: () => Promise<Versions>,
  listener: ChangeListener,
): VersionSource {
  const probe = freshProbe(readVersions);
  return {
    async current() {
      if (!listener.listening) return undefined;
      // The read runs on the listener's connection: if that drops meanwhile, nothing is vouched
      // for, and the request reads the database itself (through the pool, which reports its own
      // failures).
      const versions = await probe().catch(() => undefined);
      return listener.listening ? versions : undefined;
    },
    close: () => listener.close(),
  };
}
