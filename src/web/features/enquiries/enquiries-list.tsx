import { useId } from 'react';
import { Link } from 'react-router';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../shared/enquiry-words';
import type { Enquiry } from '../../../shared/enquiries';
import { excerpt } from '../../../shared/plain-text';
import { ListScreen } from '../../kit/list-screen';
import { useResourceList } from '../../kit/use-resource-list';
import { accountLists } from '../../store/accounts';
import { enquiryPath, received, serviceName, statusLabel } from './enquiry-words';

const list = accountLists.enquiries.actions.list;
const STATUS_FILTER = ['status'] as const;

/**
 * /dashboard/enquiries (staff): what visitors sent from the contact form, newest first, searched
 * by name, address and message, filtered by status (the overview links to the new ones); the
 * kit's "Export CSV" takes the search and the filter. Each row opens the enquiry.
 */
export function EnquiriesList() {
  const enquiries = useResourceList(list, (state) => state.enquiries, { filters: STATUS_FILTER });
  return (
    <ListScreen
      list={enquiries}
      noun={['enquiry', 'enquiries']}
      csv="/enquiries.csv"
      views="enquiries"
      filters={<StatusFilter list={enquiries} />}
      layout="rows"
    >
      {(enquiry) => <EnquiryRow enquiry={enquiry} />}
    </ListScreen>
  );
}

function EnquiryRow({ enquiry }: { enquiry: Enquiry }) {
  return (
    <div className="kit-row enquiry-row">
      <span className="kit-row__title">
        <Link to={enquiryPath(enquiry.id)}>{enquiry.name}</Link>
      </span>
      <span className="kit-row__meta">
        {serviceName(enquiry.service)} · {excerpt(enquiry.message, 80)}
      </span>
      <span className="enquiry-row__end">
        <span className="kit-row__meta">
          <time dateTime={enquiry.created_at}>{received(enquiry.created_at)}</time>
        </span>
        <StatusBadge status={enquiry.status} />
      </span>
    </div>
  );
}

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const tone = status === 'new' ? ' kit-badge--warning' : '';
  return <span className={`kit-badge${tone}`}>{statusLabel(status)}</span>;
}

function StatusFilter({ list }: { list: ReturnType<typeof useResourceList<Enquiry>> }) {
  const id = useId();
  return (
    <div className="enquiries-status">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        className="input"
        value={list.filters.status ?? ''}
        onChange={(e) => list.setFilter('status', e.target.value || null)}
      >
        <option value="">All</option>
        {ENQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
