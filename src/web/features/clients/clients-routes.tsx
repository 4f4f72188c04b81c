import { Navigate, Route, Routes } from 'react-router';
import { ClientDetail } from './client-detail';
import { ClientsList } from './clients-list';
import { NewClient } from './new-client';
import './clients.css';

/** Everything under /dashboard/clients. */
export function ClientsRoutes() {
  return (
    <Routes>
      <Route index element={<ClientsList />} />
      <Route path="new" element={<NewClient />} />
      <Route path=":id" element={<ClientDetail />} />
      <Route path="*" element={<Navigate to="/dashboard/clients" replace />} />
    </Routes>
  );
}
