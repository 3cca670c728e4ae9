/**
 * Site messages for the notice bell and /notice (spec sections 2, 7, 8):
 * /v1/message_count (unread), /v1/message_list (paged, newest first), /v1/message_update (mark
 * one or all read). A user only ever sees and changes their own messages; a sub-account needs
 * the user-1-1 key. Titles and bodies are in the request's language (services/platform/local-text.ts).
 * /v1/message_settings and /v1/message_settings_update: the channels per category (services/accounts/notify.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { IdList, PageQuery, paged, toSeconds, UnixSeconds } from '../../../../lib/schemas.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { listMessages, markRead, unreadCount } from '../../services/messages.ts';
import { messageLang } from '../../../../lib/lang.ts';
import { renderSiteMessage } from '../../../platform/index.ts';
import { CATEGORIES, type Category, channelSettings, IN_APP_REQUIRED, setChannels } from '../../services/notify.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['messages'];
const security = [{ token: [] }];

const Message = z.object({
  id: z.number().int(),
  title: z.string(),
  content_html: z.string(),
  is_read: z.number().int().describe('1 read, 0 unread'),
  category: z.enum(CATEGORIES).nullable().describe('Message centre category; null on older messages'),
  created_at: UnixSeconds,
});

const Flag = z.coerce.number().int().min(0).max(1);
const ChannelRow = z.object({
  category: z.enum(CATEGORIES),
  in_app: z.number().int().describe('1 on, 0 off'),
  email: z.number().int(),
  sms: z.number().int(),
  in_app_required: z.number().int().describe('1: in-app cannot be turned off (money categories)'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  const settingsOut = async (userId: number) => {
    const s = await channelSettings(db, userId);
    return {
      list: CATEGORIES.map((category) => ({
        category,
        in_app: s[category].inApp ? 1 : 0,
        email: s[category].email ? 1 : 0,
        sms: s[category].sms ? 1 : 0,
        in_app_required: IN_APP_REQUIRED.includes(category) ? 1 : 0,
      })),
    };
  };

  app.post(
    '/v1/message_settings',
    {
      preHandler: [app.requireUser, app.requirePermission('user-1-1')],
      schema: {
        tags,
        summary: 'Message centre: the channels (in-app, e-mail, SMS) chosen per category',
        security,
        response: { 200: envelope(z.object({ list: z.array(ChannelRow) })) },
      },
    },
    async (request) => ok(await settingsOut(requireUser(request).id)),
  );

  app.post(
    '/v1/message_settings_update',
    {
      preHandler: [app.requireUser, app.requirePermission('user-1-1')],
      schema: {
        tags,
        summary: 'Message centre: set the channels of one category (in-app stays on for money categories)',
        security,
        ...form,
        body: z.object({ category: z.enum(CATEGORIES), in_app: Flag, email: Flag, sms: Flag }),
        response: { 200: envelope(z.object({ list: z.array(ChannelRow) })) },
      },
    },
    async (request) => {
      const b = request.body;
      const userId = requireUser(request).id;
      await setChannels(db, userId, b.category, { inApp: b.in_app === 1, email: b.email === 1, sms: b.sms === 1 });
      return ok(await settingsOut(userId));
    },
  );

  app.post(
    '/v1/message_count',
    {
      preHandler: [app.requireUser, app.requirePermission('user-1-1')],
      schema: {
        tags,
        summary: 'Unread message count',
        security,
        response: { 200: envelope(z.object({ count: z.number().int() })) },
      },
    },
    async (request) => {
      return ok({ count: await unreadCount(db, requireUser(request).id) });
    },
  );

  app.post(
    '/v1/message_list',
    {
      preHandler: [app.requireUser, app.requirePermission('user-1-1')],
      schema: {
        tags,
        summary: 'Messages, newest first; unread_only=1 for unread',
        security,
        ...form,
        body: PageQuery.extend({ unread_only: z.coerce.number().int().min(0).max(1).optional() }),
        response: { 200: envelope(paged(Message)) },
      },
    },
    async (request) => {
      const { page, page_size, unread_only } = request.body;
      const { rows, total } = await listMessages(db, requireUser(request).id, {
        page,
        page_size,
        unreadOnly: unread_only === 1,
      });
      const lang = messageLang(request);
      return ok({
        list: rows.map((m) => ({
          id: m.id,
          ...(({ title, contentHtml }) => ({ title, content_html: contentHtml }))(renderSiteMessage(lang, m)),
          is_read: m.readAt ? 1 : 0,
          category: (CATEGORIES as readonly string[]).includes(m.category ?? '') ? (m.category as Category) : null,
          created_at: toSeconds(m.createdAt),
        })),
        total,
        page,
        page_size,
      });
    },
  );

  app.post(
    '/v1/message_update',
    {
      preHandler: [app.requireUser, app.requirePermission('user-1-1')],
      schema: {
        tags,
        summary: 'Mark messages read: ids (comma-separated) or all=1',
        security,
        ...form,
        body: z
          .object({
            ids: IdList(100).optional().describe('Comma-separated message ids, at most 100'),
            all: z.coerce.number().int().min(0).max(1).optional(),
          })
          .refine((b) => b.ids || b.all === 1, { message: 'form.ids_or_all', path: [] }),
        response: { 200: envelope(z.object({ updated: z.number().int() })) },
      },
    },
    async (request) => {
      const ids = request.body.all === 1 ? undefined : (request.body.ids ?? []);
      return ok({ updated: await markRead(db, requireUser(request).id, ids) });
    },
  );
};

export default routes;
