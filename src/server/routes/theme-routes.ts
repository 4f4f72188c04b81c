import type { AppInstance } from '../app-types';
import { themeChoiceSchema } from '../../shared/theme';
import { errorResponses } from '../http-error';
import { themeChoicesRepository } from '../repositories/theme-choices';
import { setThemeCookie } from '../theme-cookie';

/**
 * My account's theme (ADR 0032): Light, Dark or System, for everyone signed in. Kept on the
 * server so another browser gets it at sign-in; each answer also sets the `theme` cookie, which
 * the documents read before their first paint.
 */
export default async function themeRoutes(app: AppInstance) {
  const themes = themeChoicesRepository(app.db);
  const tags = ['account'];

  app.get(
    '/account/theme',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        operationId: 'getThemeChoice',
        summary: 'My theme: light, dark or system (follow the device)',
        response: { 200: themeChoiceSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ theme: await themes.get((await request.currentUser())!.id) }),
  );

  app.put(
    '/account/theme',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        operationId: 'putThemeChoice',
        summary: 'Saves my theme: {theme: light|dark|system}, and sets the theme cookie',
        body: themeChoiceSchema,
        response: { 200: themeChoiceSchema, ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { theme } = request.body;
      await themes.put((await request.currentUser())!.id, theme);
      setThemeCookie(reply, theme, app.config.COOKIE_SECURE);
      return { theme };
    },
  );
}
