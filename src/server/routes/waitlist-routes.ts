import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { idParams, listQuery } from '../../shared/resources/define';
import { WAITLIST_JOINED, waitlistEntrySchema, waitlistFields } from '../../shared/waitlist';
import { joinWaitlist } from '../mail/waitlist-mail';
import { errorResponses, notFound } from '../http-error';
import { addressLimit } from '../auth/address-limit';
import { sendCsv } from '../exports/send-csv';
import { WAITLIST_EXPORT } from '../../shared/exports';
import { waitlistRepository } from '../repositories/waitlist';

const joined = z.object({ message: z.string() });
const removed = z.object({ id: z.number() });

/**
 * The release-alert waitlist: anyone may join (rate-limited per address), admins read it and
 * remove an address when its owner asks (/privacy says how).
 */
export default async function waitlistRoutes(app: AppInstance) {
  const waitlist = waitlistRepository(app.db);
  const limit = addressLimit(app.db, {
    name: 'waitlist',
    max: 10,
    windowMs: 60 * 60 * 1000,
    message: 'Too many sign-ups from this address. Try again later.',
  });

  app.post(
    '/waitlist',
    {
      config: { access: 'public' },
      schema: {
        tags: ['waitlist'],
        summary:
          'Join the waitlist: a confirmation mail goes out (the same answer whether or not the address was listed)',
        body: waitlistFields,
        response: { 200: joined, ...errorResponses(400, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await limit(request, reply);
      // One answer whether the address is new, waiting or confirmed, so nobody can probe the list.
      await joinWaitlist(app, request.body.email_address);
      return { message: WAITLIST_JOINED };
    },
  );

  app.get(
    '/waitlist',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['waitlist'],
        summary:
          'The waitlist, newest first, searched by address; each entry says if it is confirmed',
        querystring: listQuery.omit({ after: true }),
        response: { 200: z.array(waitlistEntrySchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await waitlist.list(
        request.query.limit,
        request.query.offset,
        request.query.q,
      );
      reply.header('X-Total-Count', String(total));
      return rows.map((r) => ({
        id: r.id,
        email_address: r.email_address,
        created_at: new Date(Number(r.created_at)).toISOString(),
        confirmed: r.confirmed_at !== null,
      }));
    },
  );

  app.delete(
    '/waitlist/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['waitlist'],
        summary: 'Remove an address from the waitlist, for good (the history keeps no address)',
        params: idParams,
        response: { 200: removed },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = (await request.currentUser())?.username ?? null;
      if (!(await waitlist.remove(id, actor))) throw notFound('Waitlist entry');
      return { id };
    },
  );

  app.get(
    '/waitlist.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['waitlist'],
        summary: 'The waitlist as a CSV download, newest first, searched by address',
        querystring: listQuery.pick({ q: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      sendCsv(request, reply, 'waitlist', WAITLIST_EXPORT, waitlist.all(request.query.q)),
  );
}
