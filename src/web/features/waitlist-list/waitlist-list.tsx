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
 * /dashboard/waitlist (admins): the addresses, newest first, with their dates and the total; the
 * kit's "Export CSV" downloads the addresses the search selects. Each can be removed.
 */
export function WaitlistList() {
  const entries = useResourceList(list, (state) => state.waitlist);
  const remove = useRemoveAddress();
  return (
    <>
      <InlineAlert message={remove.error} onDismiss={remove.clearError} />
      <ListScreen list={entries} noun={['address', 'addresses']} csv="/waitlist.csv" layout="rows">
        {(entry) => (
          <div className="kit-row">
            <span className="kit-row__title">{entry.email_address}</span>
            <span className="waitlist-row__end">
              <span className="kit-row__meta">
                Joined <time dateTime={entry.created_at}>{joined(entry.created_at)}</time>
              </span>
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
