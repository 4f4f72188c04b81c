import { Navigate, Route, Routes } from 'react-router';
import { catalogs, listPath, type CatalogName } from './catalog-config';
import { CatalogDetail } from './catalog-detail';
import { CatalogList } from './catalog-list';
import { CatalogNew } from './catalog-new';
import '../../components/image-field.css';
import './catalog.css';

/** /dashboard/{name}, /dashboard/{name}/new and /dashboard/{name}/{id} for one catalog. */
export function CatalogRoutes({ name }: { name: CatalogName }) {
  const config = catalogs[name];
  return (
    <Routes>
      <Route index element={<CatalogList key={name} config={config} />} />
      <Route path="new" element={<CatalogNew key={name} config={config} />} />
      <Route path=":id" element={<CatalogDetail key={name} config={config} />} />
      <Route path="*" element={<Navigate to={listPath(name)} replace />} />
    </Routes>
  );
}
