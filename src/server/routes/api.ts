import type { AppInstance } from '../app-types';
import { SERVER_RESOURCES } from '../resources/registry';
import { registerResource } from '../resource-engine/resource-routes';
import { registerImageRoute } from '../resource-engine/image-routes';
import overviewRoutes from './overview-routes';
import waitlistRoutes from './waitlist-routes';
import registrationRoutes from './registration-routes';
import twoStepRoutes from './two-step-routes';

/** Everything under /api/v1: the eleven resources, their images, the overview, the waitlist and registration. */
export default async function apiRoutes(app: AppInstance) {
  for (const resource of Object.values(SERVER_RESOURCES)) {
    registerResource(app, resource);
    if (resource.image) registerImageRoute(app, resource);
  }
  await app.register(overviewRoutes);
  await app.register(waitlistRoutes);
  await app.register(registrationRoutes);
  await app.register(twoStepRoutes);
}
