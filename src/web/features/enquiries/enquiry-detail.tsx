import { useState } from 'react';
import type { EnquiryStatus } from '../../../shared/enquiry-words';
import type { Enquiry } from '../../../shared/enquiries';
import { BackLink } from '../../kit/back-link';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { InlineAlert } from '../../kit/inline-alert';
import { RecordHistory } from '../../kit/record-history';
import { staleOrFailure } from '../../kit/failure';
import { useDetail } from '../../kit/use-detail';
import { useToast } from '../../kit/toast';
import { accountLists } from '../../store/accounts';
import { useAppDispatch } from '../../store/hooks';
import { ENQUIRIES, received, serviceName, statusLabel } from './enquiry-words';
import { StatusBadge } from './enquiries-list';
import { DeleteEnquiry } from './delete-enquiry';

const actions = accountLists.enquiries.actions;
const HISTORY_LABELS = { enquiries: { status: 'Status' } };

/** /dashboard/enquiries/{id}: the message, a reply by email, and its status to set. */
export function EnquiryDetail() {
  const { item, version, reload } = useDetail(actions.show, (state) => state.enquiries, ENQUIRIES);
  if (!item) return <DetailSkeleton noun="enquiry" />;
  return (
    <div className="kit-detail">
      <BackLink to={ENQUIRIES}>Enquiries</BackLink>
      <Card title={`From ${item.name}`}>
        <dl className="enquiry-facts">
          <dt>Status</dt>
          <dd>
            <StatusBadge status={item.status} />
          </dd>
          <dt>Email address</dt>
          <dd>{item.email_address}</dd>
          <dt>Service</dt>
          <dd>{serviceName(item.service)}</dd>
          <dt>Received</dt>
          <dd>
            <time dateTime={item.created_at}>{received(item.created_at)}</time>
          </dd>
        </dl>
        <p className="enquiry-message">{item.message}</p>
        <p>
          <a className="button button--secondary" href={replyHref(item)}>
            Reply by email
          </a>
        </p>
      </Card>
      <StatusActions key={version ?? ''} enquiry={item} version={version} onStale={reload} />
      <RecordHistory
        resource="enquiries"
        id={item.id}
        labels={HISTORY_LABELS}
        refreshKey={version}
      />
      <DeleteEnquiry enquiry={item} />
    </div>
  );
}

const replyHref = (enquiry: Enquiry) =>
  `mailto:${enquiry.email_address}?subject=${encodeURIComponent(`Re: your enquiry (${serviceName(enquiry.service)})`)}`;

/** Mark answered, closed or new again: each sent over the version shown (a 412 reloads it). */
function StatusActions(props: { enquiry: Enquiry; version: string | null; onStale: () => void }) {
  const { enquiry, version, onStale } = props;
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [busy, setBusy] = useState<EnquiryStatus | null>(null);
  const [error, setError] = useState('');
  const targets = (['answered', 'closed', 'new'] as const).filter((s) => s !== enquiry.status);

  async function set(status: EnquiryStatus) {
    if (busy) return;
    setBusy(status);
    setError('');
    const action = await dispatch(
      actions.update({ id: enquiry.id, changes: { status }, ifMatch: version }),
    );
    setBusy(null);
    if (actions.update.fulfilled.match(action)) {
      toast({ message: `Marked ${statusLabel(status).toLowerCase()}` });
      return;
    }
    setError(staleOrFailure(action, 'enquiry'));
    onStale();
  }

  return (
    <Card title="Status">
      <InlineAlert message={error} onDismiss={() => setError('')} />
      <div className="enquiry-actions">
        {targets.map((status) => (
          <BusyButton
            key={status}
            type="button"
            busy={busy === status}
            className={status === 'answered' ? 'button' : 'button button--secondary'}
            onClick={() => void set(status)}
          >
            {status === 'new' ? 'Mark as new again' : `Mark ${statusLabel(status).toLowerCase()}`}
          </BusyButton>
        ))}
      </div>
    </Card>
  );
}
