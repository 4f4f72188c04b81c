import { recordHistory } from '../history/record-history';
import { searchIndex } from '../search/index-entries';
import type { LinkedRows, ServerResource } from './server-resource';

/**
 * Records of a resource as the rows another's delete unlinks (a client's projects): each change
 * of the link is an update of the record, in its history ("disconnected from client “Acme”") and
 * its search entry, as a PUT of the field would write it.
 */
export const linkedRecords = (resource: ServerResource): LinkedRows => ({
  versioned: true,
  async recorded(db, field, changes, stamps) {
    const history = recordHistory(db, resource);
    for (const { before, after } of changes)
      await history.updated(before, after, { [field]: after[field] }, stamps);
    await searchIndex(db).wrote(
      resource,
      changes.map((change) => change.after),
    );
  },
});
