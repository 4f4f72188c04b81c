import { Link } from 'react-router';
import { countOf } from '../../kit/count';

/** The Enquiries list showing only those nobody has answered yet. */
const NEW_ENQUIRIES = '/dashboard/enquiries?status=new';

/**
 * First on the overview when visitors are waiting: "3 new enquiries", leading to just those.
 * Nothing when there are none (or before the overview has loaded).
 */
export function NewEnquiries({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <p className="overview__enquiries">
      <Link className="overview__low-link" to={NEW_ENQUIRIES}>
        {countOf(count, 'new enquiry', 'new enquiries')}
      </Link>
    </p>
  );
}
