import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { SETUP_REQUIRED } from '../../shared/two-step';
import { twoStepService, type TwoStepService } from '../two-step/two-step-service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a signed-in admin who must still set two-step sign-in up (its setup routes). */
    duringTwoStepSetup?: boolean;
  }
  interface FastifyInstance {
    twoStep: TwoStepService;
  }
}

type Options = { db: Database; secret: string; requiredForAdmins: boolean };

/**
 * Two-step sign-in's service for the routes, and the REQUIRE_TWO_STEP_FOR_ADMINS rule: a
 * signed-in admin without it may reach public routes and its setup routes only; every other
 * route answers 403 with the code "two_step_setup_required". Registered after the access check,
 * so a visitor who is not signed in still hears 401 first.
 */
export default fp(async function twoStep(app: FastifyInstance, options: Options) {
  const service = twoStepService(options.db, options.secret, options);
  app.decorate('twoStep', service);
  if (!options.requiredForAdmins) return;
  app.addHook('onRequest', async (request) => {
    const { access, duringTwoStepSetup } = request.routeOptions.config;
    if (!access || access === 'public' || duringTwoStepSetup) return;
    if (await service.mustSetUp(await request.currentUser())) {
      throw new HttpError(
        403,
        'Set up two-step sign-in first (My account)',
        undefined,
        SETUP_REQUIRED,
      );
    }
  });
});
