import type { LinkedRows } from '../resource-engine/server-resource';
import { appendAccountEvent } from '../repositories/history';
import { mayLinkClient } from '../repositories/accounts';

/**
 * Accounts as the rows a client's delete unlinks: linked back only while ordinary, the rule of
 * PUT /users/{id}/client, and each change in the account's history, as that route writes it.
 */
export const linkedAccounts: LinkedRows = {
  versioned: true,
  mayLink: (row) => mayLinkClient({ admin: Number(row.admin), superuser: Number(row.superuser) }),
  async recorded(db, field, changes, stamps) {
    for (const { before, after } of changes)
      await appendAccountEvent(db, {
        action: 'update',
        userId: before.id,
        actor: stamps.updated_by,
        changes: [{ field, from: toLink(before[field]), to: toLink(after[field]) }],
      });
  },
};

const toLink = (value: unknown) => (value == null ? null : Number(value));
