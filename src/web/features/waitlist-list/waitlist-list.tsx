import type { WaitlistEntry } from '../../../shared/waitlist';
import { InlineAlert } from '../../kit/inline-alert';
import { ListScreen } from '../../kit/list-screen';
import { useResourceList } from '../../kit/use-resource-list';
import { accountLists } from '../../store/accounts';
import { useRemoveAddress } from './remove-address';
import './waitlist-list.css';

const list = accountLists.waitlist.actions.list;
const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * /dashboard/waitlist (admins): the addresses, newest first, with their dates, whether their
 * owners confirmed them (only those count) and the total; the kit's "Export CSV" downloads the
 * addresses the search selects, with a Confirmed column. Each can be removed.
 */
export function WaitlistList() {
  const entries = useResourceList(list, (state) => state.waitlist);
  const remove = useRemoveAddress();
  return (
    <>
      <InlineAlert message={remove.error} onDismiss={remove.clearError} />
      <ConfirmedOnPage list={entries} />
      <ListScreen list={entries} noun={['address', 'addresses']} csv="/waitlist.csv" layout="rows">
        {(entry) => (
          <div className="kit-row">
            <span className="kit-row__title">{entry.email_address}</span>
            <span className="waitlist-row__end">
              <span className="kit-row__meta">
                Joined <time dateTime={entry.created_at}>{joined(entry.created_at)}</time>
              </span>
              {entry.confirmed ? (
                <span className="kit-row__meta">Confirmed: Yes</span>
              ) : (
                <span className="kit-badge kit-badge--warning">Waiting for confirmation</span>
              )}
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Remove ${entry.email_address}`}
                onClick={() => void remove.ask(entry)}
              >
                Remove
              </button>
            </span>
          </div>
        )}
      </ListScreen>
      {remove.dialog}
    </>
  );
}

/**
 * How many of the addresses shown are confirmed. The server counts all addresses, not confirmed
 * ones, so this speaks of this page only.
 */
interface PageOfEntries {
  items: WaitlistEntry[];
  loading: boolean;
  error: unknown;
}

function ConfirmedOnPage({ list }: { list: PageOfEntries }) {
  if (list.loading || list.error || list.items.length === 0) return null;
  const confirmed = list.items.filter((entry) => entry.confirmed).length;
  return (
    <p className="waitlist-confirmed">
      Confirmed on this page: {confirmed} of {list.items.length}
    </p>
  );
}
