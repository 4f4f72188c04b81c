import type { AppInstance } from '../app-types';
import { SERVER_RESOURCES } from '../resources/registry';
import { registerResource } from '../resource-engine/resource-routes';
import { registerImageRoute } from '../resource-engine/image-routes';
import { registerExportRoute } from '../resource-engine/export-route';
import { registerBulkRoutes } from '../resource-engine/bulk-routes';
import { RESOURCE_EXPORTS } from '../../shared/exports';
import overviewRoutes from './overview-routes';
import waitlistRoutes from './waitlist-routes';
import registrationRoutes from './registration-routes';
import usersRoutes from './users-routes';
import accountRoutes from './account-routes';
import myProjectsRoutes from './my-projects-routes';
import staffRoutes from './staff-routes';
import twoStepRoutes from './two-step-routes';
import historyRoutes from './history-routes';
import trashRoutes from './trash-routes';
import stockRoutes from './stock-routes';
import exportRoutes from './export-routes';
import searchRoutes from './search-routes';
import importRoutes from './import-routes';
import previewRoutes from './preview-routes';
import revisionRoutes from './revision-routes';
import pageSlugRoute from './page-slug-route';
import passwordResetRoutes from './password-reset-routes';
import invitationRoutes from './invitation-routes';
import invitationAcceptRoutes from './invitation-accept-routes';
import waitlistLinkRoutes from './waitlist-link-routes';
import emailChangeRoutes from './email-change-routes';
import outboxRoutes from './outbox-routes';
import apiTokenRoutes from './api-token-routes';
import webhookRoutes from './webhook-routes';
import notificationRoutes from './notification-routes';
import notificationChoiceRoutes from './notification-choice-routes';
import themeRoutes from './theme-routes';
import webhookDeliveryRoutes from './webhook-delivery-routes';
import commentRoutes from './comment-routes';
import enquiryRoutes from './enquiry-routes';
import viewRoutes from './view-routes';

/**
 * Everything under /api/v1: the eleven resources, their images, the overview, the waitlist,
 * the contact form's enquiries,
 * registration, the users (superusers), the signed-in user's account, "My projects", the history,
 * the trash, the search, a page by its slug, and mail: password resets, invitations, the waitlist's
 * links, email changes and the outbox; personal API tokens; the lists' saved views.
 */
export default async function apiRoutes(app: AppInstance) {
  for (const resource of Object.values(SERVER_RESOURCES)) {
    const exported = RESOURCE_EXPORTS[resource.definition.name];
    if (exported) registerExportRoute(app, resource, exported);
    registerBulkRoutes(app, resource);
    registerResource(app, resource);
    if (resource.image) registerImageRoute(app, resource);
  }
  await app.register(overviewRoutes);
  await app.register(waitlistRoutes);
  await app.register(registrationRoutes);
  await app.register(usersRoutes);
  await app.register(accountRoutes);
  await app.register(myProjectsRoutes);
  await app.register(staffRoutes);
  await app.register(twoStepRoutes);
  await app.register(historyRoutes);
  await app.register(trashRoutes);
  await app.register(stockRoutes);
  await app.register(exportRoutes);
  await app.register(searchRoutes);
  await app.register(importRoutes);
  await app.register(previewRoutes);
  await app.register(revisionRoutes);
  await app.register(pageSlugRoute);
  await app.register(passwordResetRoutes);
  await app.register(invitationRoutes);
  await app.register(invitationAcceptRoutes);
  await app.register(waitlistLinkRoutes);
  await app.register(emailChangeRoutes);
  await app.register(outboxRoutes);
  await app.register(apiTokenRoutes);
  await app.register(webhookRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationChoiceRoutes);
  await app.register(themeRoutes);
  await app.register(webhookDeliveryRoutes);
  await app.register(commentRoutes);
  await app.register(enquiryRoutes);
  await app.register(viewRoutes);
}
