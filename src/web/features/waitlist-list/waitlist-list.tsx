import { ListScreen } from '../../kit/list-screen';
import { useResourceList } from '../../kit/use-resource-list';
import { accountLists } from '../../store/accounts';

const list = accountLists.waitlist.actions.list;
const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * /dashboard/waitlist (admins): the addresses, newest first, with their dates and the total; the
 * kit's "Export CSV" downloads the addresses the search selects.
 */
export function WaitlistList() {
  const entries = useResourceList(list, (state) => state.waitlist);
  return (
    <ListScreen list={entries} noun={['address', 'addresses']} csv="/waitlist.csv" layout="rows">
      {(entry) => (
        <div className="kit-row">
          <span className="kit-row__title">{entry.email_address}</span>
          <span className="kit-row__meta">
            Joined <time dateTime={entry.created_at}>{joined(entry.created_at)}</time>
          </span>
        </div>
      )}
    </ListScreen>
  );
}
