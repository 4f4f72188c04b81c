import { Navigate, Route, Routes } from 'react-router';
import { EnquiriesList } from './enquiries-list';
import { EnquiryDetail } from './enquiry-detail';
import { ENQUIRIES } from './enquiry-words';
import './enquiries.css';

/** Everything under /dashboard/enquiries. */
export function EnquiriesRoutes() {
  return (
    <Routes>
      <Route index element={<EnquiriesList />} />
      <Route path=":id" element={<EnquiryDetail />} />
      <Route path="*" element={<Navigate to={ENQUIRIES} replace />} />
    </Routes>
  );
}
