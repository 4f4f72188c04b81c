import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '../../../shared/enquiry-words';
import { services } from '../../content/company';

export const ENQUIRIES = '/dashboard/enquiries';
export const enquiryPath = (id: number) => `${ENQUIRIES}/${id}`;
/** The list filtered to those nobody has answered: the overview links here. */
export const NEW_ENQUIRIES = `${ENQUIRIES}?status=new`;

/** A service's name by its slug; "Something else" for none (or one the site no longer offers). */
export const serviceName = (slug: string) =>
  services.find((s) => s.slug === slug)?.name ?? 'Something else';
export const statusLabel = (status: EnquiryStatus) => ENQUIRY_STATUS_LABELS[status];
export const received = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
