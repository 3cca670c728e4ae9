/**
 * Using a cloud phone (issue "Cloud phones a customer can use"; services/phone-stream.ts):
 * POST /phone/phone_stream_ticket (server-2-1 to watch, server-2-3 to control: a single-use ticket valid
 * PHONE_TICKET_TTL_MS and the WebSocket URL to open with it; the socket is routes/phone/phone-stream-socket.ts),
 * /phone/phone_install_apk (server-2-3, multipart: the APK file and its name) and /phone/phone_screenshot (server-2-1:
 * the screen as a base64 PNG). Codes: 400 bad input or not an APK, 403 permission, 404 no such phone (or another
 * account's), 409 expired (data.renew) or not running, 413 file too large, 503 the phone host failed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { acceptsFiles } from '../../../../plugins/external/multipart.ts';
import { FormBool } from '../../../orders/index.ts';
import { PHONE_APK_MAX_BYTES, createStreamTicket, installApk, phoneScreenshot } from '../../services/phone-stream.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['phone'];
const security = [{ token: [] }];
const PhoneRef = z.object({
  phone_id: z.string().trim().min(1).max(40).describe('The phone_id of /phone_overview/user_phone_list'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const view = [app.requireUser, app.requirePermission('server-2-1')];
  const manage = [app.requireUser, app.requirePermission('server-2-3')];

  app.post(
    '/phone/phone_stream_ticket',
    {
      preHandler: view,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "A single-use, short-lived ticket to open a running cloud phone's screen, and the WebSocket URL to open",
        description:
          'control=1 (default) asks to drive the phone and needs server-2-3; control=0 watches it. One viewer of a phone controls it at a time. An expired phone is refused with code 409, reason phone.stream_expired and data.renew.',
        security,
        ...form,
        body: PhoneRef.extend({ control: FormBool.default(true).describe('Drive the phone (1) or only watch it (0)') }),
        response: {
          200: envelope(z.object({ ticket: z.string(), expires_in: z.number().int(), url: z.string() })),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.body.control) await app.requirePermission('server-2-3')(request);
      const t = await createStreamTicket(
        app.db,
        user,
        request.body.phone_id,
        request.body.control,
        app.config.PHONE_TICKET_TTL_MS,
      );
      const base = app.config.PUBLIC_API_URL.replace(/^http/, 'ws').replace(/\/+$/, '');
      return ok({ ...t, url: `${base}/phone/phone_stream?ticket=${encodeURIComponent(t.ticket)}` });
    },
  );

  app.post(
    '/phone/phone_install_apk',
    {
      preHandler: manage,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, ...acceptsFiles(1, PHONE_APK_MAX_BYTES) },
      bodyLimit: PHONE_APK_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Install an APK on a running cloud phone',
        security,
        consumes: ['multipart/form-data'],
        body: PhoneRef.extend({
          file: z.any().describe('The APK file (a ZIP archive, at most 100 MB)'),
          file_name: z.string().trim().min(1).max(200).describe('The file name of the APK'),
        }),
        response: { 200: envelope(z.object({ package_name: z.string(), label: z.string() })) },
      },
    },
    async (request) => {
      const bytes = request.body.file;
      if (!Buffer.isBuffer(bytes)) throw new ApiError(CODE.BAD_REQUEST, 'phone.apk_invalid');
      const input = { phoneId: request.body.phone_id, fileName: request.body.file_name, bytes };
      return ok(await installApk(app.db, app.phones, requireUser(request), input, request.ip));
    },
  );

  app.post(
    '/phone/phone_screenshot',
    {
      preHandler: view,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "A running cloud phone's screen now, as a PNG image (base64)",
        security,
        ...form,
        body: PhoneRef,
        response: { 200: envelope(z.object({ mime: z.literal('image/png'), png_base64: z.string() })) },
      },
    },
    async (request) => {
      const png = await phoneScreenshot(app.db, app.phones, requireUser(request), request.body.phone_id);
      return ok({ mime: 'image/png' as const, png_base64: png.toString('base64') });
    },
  );
};

export default routes;
