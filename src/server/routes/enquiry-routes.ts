import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../app-types';
import { idParams, listQuery } from '../../shared/resources/define';
import {
  enquiryCreateBody,
  enquiryListQuery,
  enquirySchema,
  enquirySent,
  enquiryUpdateBody,
} from '../../shared/enquiries';
import { ENQUIRY_HONEYPOT, ENQUIRY_SENT } from '../../shared/enquiry-words';
import { ENQUIRY_EXPORT } from '../../shared/exports';
import { errorResponses, notFound } from '../http-error';
import { addressLimit } from '../auth/address-limit';
import { sendCsv } from '../exports/send-csv';
import { enquiriesRepository, type EnquiryRow } from '../repositories/enquiries';
import {
  ifMatchHeaders,
  refusal,
  sendRecord,
  staleVersionSchema,
  writeContext,
} from '../resource-engine/record-answers';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const entity = (row: EnquiryRow) =>
  enquirySchema.parse({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });
const record = (row: EnquiryRow) => ({ entity: entity(row), version: Number(row.version) });
/** The enquiry with its ETag, which a status change sends back as If-Match. */
function answer(reply: FastifyReply, row: EnquiryRow) {
  const one = record(row);
  sendRecord(reply, one);
  return one.entity;
}

/**
 * The contact form's enquiries (ADR 0031): anyone may send one (rate-limited per address, as the
 * waitlist is), staff list, search, export and answer them. Not the resource engine: its writes
 * are staff's only; the status change still names the version it saw (If-Match, 412).
 */
export default async function enquiryRoutes(app: AppInstance) {
  const enquiries = enquiriesRepository(app.db);
  const limit = addressLimit(app.db, {
    name: 'enquiries',
    max: 10,
    windowMs: 60 * 60 * 1000,
    message: 'Too many messages from this address. Try again later, or call us.',
  });
  const listFilter = listQuery.omit({ after: true }).extend(enquiryListQuery.shape);

  app.post(
    '/enquiries',
    {
      config: { access: 'public' },
      schema: {
        tags: ['enquiries'],
        summary: 'Send an enquiry from the contact form: staff are told, and answer by email',
        body: enquiryCreateBody,
        response: { 201: enquirySent, ...errorResponses(400, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      await limit(request, reply);
      const { [ENQUIRY_HONEYPOT]: trap, ...fields } = request.body.enquiry;
      // A filled honeypot is a bot: the same answer, so it learns nothing, and nothing kept.
      if (!trap) await enquiries.create(fields, Date.now());
      return reply.code(201).send({ message: ENQUIRY_SENT });
    },
  );

  app.get(
    '/enquiries',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['enquiries'],
        summary: 'The enquiries, newest first, searched by name, address and message, by status',
        querystring: listFilter,
        response: { 200: z.array(enquirySchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { limit: size, offset, q, status } = request.query;
      const { rows, total } = await enquiries.list(size, offset, q, status);
      reply.header('X-Total-Count', String(total));
      return rows.map(entity);
    },
  );

  app.get(
    '/enquiries/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['enquiries'],
        summary: 'One enquiry, with its ETag',
        params: idParams,
        response: { 200: enquirySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const row = await enquiries.find(request.params.id);
      if (!row) throw notFound('Enquiry');
      return answer(reply, row);
    },
  );

  app.put(
    '/enquiries/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['enquiries'],
        summary: "Set an enquiry's status (new, answered, closed), over the version loaded",
        params: idParams,
        headers: ifMatchHeaders,
        body: enquiryUpdateBody,
        response: {
          200: enquirySchema,
          412: staleVersionSchema(enquirySchema),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { actor, expected } = await writeContext(request);
      const result = await enquiries.setStatus(
        id,
        request.body.enquiry.status,
        expected,
        actor,
        Date.now(),
      );
      if (typeof result === 'string')
        throw await refusal(
          result,
          'Enquiry',
          async () => {
            const row = await enquiries.find(id);
            if (!row) throw notFound('Enquiry');
            return record(row);
          },
          enquirySchema,
        );
      return answer(reply, result);
    },
  );

  app.delete(
    '/enquiries/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['enquiries'],
        summary: 'Delete an enquiry for good, when its sender asks (the history keeps no name)',
        params: idParams,
        response: { 200: z.object({ id: z.number() }), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = (await request.currentUser())?.username ?? null;
      if (!(await enquiries.remove(id, actor))) throw notFound('Enquiry');
      return { id };
    },
  );

  app.get(
    '/enquiries.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['enquiries'],
        summary: 'The enquiries as a CSV download, newest first, searched and filtered as listed',
        querystring: listQuery.pick({ q: true }).extend(enquiryListQuery.shape),
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      sendCsv(
        request,
        reply,
        'enquiries',
        ENQUIRY_EXPORT,
        enquiries.all(request.query.q, request.query.status),
      ),
  );
}
