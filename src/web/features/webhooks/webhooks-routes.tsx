import { Navigate, Route, Routes } from 'react-router';
import { NewWebhook } from './new-webhook';
import { WebhookDetail } from './webhook-detail';
import { WEBHOOKS } from './webhook-events';
import { WebhooksList } from './webhooks-list';
import '../../components/skeleton.css';
import '../../kit/kit.css';
import './webhooks.css';

/** Everything under /dashboard/webhooks (superusers only; the server answers 403 to others). */
export function WebhooksRoutes() {
  return (
    <Routes>
      <Route index element={<WebhooksList />} />
      <Route path="new" element={<NewWebhook />} />
      <Route path=":id" element={<WebhookDetail />} />
      <Route path="*" element={<Navigate to={WEBHOOKS} replace />} />
    </Routes>
  );
}
