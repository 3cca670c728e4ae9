/**
 * Support tickets for customers (/user/tickets on the cloud site): /ticket/ticket_add (open one, with
 * attachments uploaded through /base/upload_img usage `ticket`), /ticket/ticket_list, /ticket/ticket_detail
 * (the thread), /ticket/ticket_reply, /ticket/ticket_close and GET /ticket/attachment/:id (a file of one of the
 * account's tickets). Sub-accounts need the `user-3-1` key. Logic in services/support/tickets.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { Id, IdBody, paged, PageQuery } from '../../../../lib/schemas.ts';
import { Attachments, ReplyText, TicketDetail, TicketItem } from '../../schemas/tickets.ts';
import { notifySupport } from '../../services/tickets-notify.ts';
import {
  attachmentFor,
  customerClose,
  customerReply,
  openTicket,
  listTickets,
  ticketDetail,
  ticketView,
  TICKET_CATEGORIES,
} from '../../services/tickets.ts';
import { walletOwnerId } from '../../../wallet/index.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['tickets'];
const security = [{ token: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = [app.requireUser, app.requirePermission('user-3-1')];
  const deps = () => ({ db: app.db, messaging: app.messaging, log: app.log });
  const withUrls = (d: Awaited<ReturnType<typeof ticketDetail>>) => ({
    ...d,
    replies: d.replies.map((r) => ({
      ...r,
      attachments: r.attachments.map((a) => ({ ...a, url: `/ticket/attachment/${a.id}` })),
    })),
  });

  app.post(
    '/ticket/ticket_add',
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Open a support ticket (support operators are e-mailed)',
        security,
        ...form,
        body: z.object({
          category: z.enum(TICKET_CATEGORIES, { error: 'ticket.category' }),
          priority: z.coerce.number().int().min(1).max(4).default(2).describe('1 low, 2 normal, 3 high, 4 urgent'),
          title: z.string().trim().min(4, 'ticket.title_short').max(120, 'ticket.title_long'),
          content: ReplyText,
          resource_id: z
            .string()
            .trim()
            .max(64)
            .optional()
            .describe('An ECS instance id or cloud phone id of the account'),
          attachments: Attachments,
        }),
        response: { 200: envelope(TicketItem) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const t = await openTicket(app.db, user, { ...request.body, attachments: request.body.attachments ?? [] });
      await notifySupport(deps(), t, request.body.content, true);
      return ok(ticketView(t), 'ticket.submitted');
    },
  );

  app.post(
    '/ticket/ticket_list',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The account’s tickets, latest activity first (status 0 = all)',
        security,
        ...form,
        body: PageQuery.extend({ status: z.coerce.number().int().min(0).max(4).default(0) }),
        response: { 200: envelope(paged(TicketItem)) },
      },
    },
    async (request) => ok(await listTickets(app.db, requireUser(request), request.body)),
  );

  app.post(
    '/ticket/ticket_detail',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'A ticket with its thread, oldest message first',
        security,
        ...form,
        body: IdBody,
        response: { 200: envelope(TicketDetail) },
      },
    },
    async (request) => ok(withUrls(await ticketDetail(app.db, request.body.id, walletOwnerId(requireUser(request))))),
  );

  app.post(
    '/ticket/ticket_reply',
    {
      preHandler: guard,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Reply to a ticket (not when closed); a ticket waiting for you goes back to processing',
        security,
        ...form,
        body: IdBody.extend({ content: ReplyText, attachments: Attachments }),
        response: { 200: envelope(TicketItem) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const t = await customerReply(app.db, user, { ...request.body, attachments: request.body.attachments ?? [] });
      await notifySupport(deps(), t, request.body.content, false);
      return ok(ticketView(t), 'ticket.reply_sent');
    },
  );

  app.post(
    '/ticket/ticket_close',
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Close a ticket (it then takes no more replies)',
        security,
        ...form,
        body: IdBody,
        response: { 200: envelope(TicketItem) },
      },
    },
    async (request) => {
      const t = await customerClose(app.db, requireUser(request), request.body.id);
      return ok(ticketView(t), 'ticket.closed_done');
    },
  );

  app.get(
    '/ticket/attachment/:id',
    { preHandler: guard, schema: { hide: true, params: z.object({ id: Id }) } },
    async (request, reply) => {
      const file = await attachmentFor(app.db, request.params.id, walletOwnerId(requireUser(request)));
      if (!file) throw new ApiError(CODE.NOT_FOUND, 'ticket.attachment_not_found');
      reply.type(file.mime).header('cache-control', 'private, no-store');
      return app.storage.get(file.storageKey);
    },
  );
};

export default routes;
