/**
 * `GET /dev/phone-host?phone_id=…` — what the sandbox phone host's phone received and shows (the browser tests read
 * it): the taps, keys and text it got (phone pixels), the view (home, an app, the recents) and each home-screen
 * icon's rectangle. Registered only on the test stack (CONTENT_CLOCK_CONTROL=on, which the production guard refuses)
 * and answering 404 unless the phone backend is the sandbox host.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, CODE, ok } from '../../../../lib/envelope.ts';
import type { SandboxPhone } from '../../../../providers/phone/index.ts';
import { iconRect } from '../../../../providers/phone/sandbox/screen.ts';
import { phoneBackendRef } from '../../services/phone-stream.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/phone-host',
    { schema: { hide: true, querystring: z.object({ phone_id: z.string().max(40) }) } },
    async (request) => {
      const host = app.phones as unknown as { known?: (ref: string) => SandboxPhone | undefined };
      const ref = await phoneBackendRef(app.db, request.query.phone_id);
      const phone = ref && host.known ? host.known(ref) : undefined;
      if (!phone) throw new ApiError(CODE.NOT_FOUND, 'phone.not_found');
      const { width, height } = phone.fb;
      return ok({
        width,
        height,
        view: phone.state.view,
        events: phone.events,
        apps: phone.state.apps.map((a, i) => ({ label: a.label, rect: iconRect(width, height, i) })),
      });
    },
  );
};

export default routes;
