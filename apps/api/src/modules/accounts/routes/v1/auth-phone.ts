/**
 * Phone sign-up (spec §2 `/login?tp=2&rect=phone`): `/v1/user_regis_phone` takes the phone, its SMS code (purpose
 * register), a password and the terms, creates the main account and logs it in (7-day session).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizePhone } from '@lanyun/validators/phone';
import { ApiError, CODE, envelope, ok } from '../../../../lib/envelope.ts';
import { statedLang } from '../../../../lib/lang.ts';
import { LoginResult, PhoneRegisterBody } from '../../schemas/account.ts';
import { createSession, profileOf } from '../../services/accounts.ts';
import { registerByPhone } from '../../services/phone-signup.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/user_regis_phone',
    {
      config: { guard: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Sign up with a phone, its SMS code (/v1/send_sms_code, purpose register), a password and the terms; logs in',
        consumes: ['multipart/form-data', 'application/json'],
        body: PhoneRegisterBody,
        response: { 200: envelope(LoginResult) },
      },
    },
    async (request) => {
      const phone = normalizePhone(request.body.phone);
      if (!phone) throw new ApiError(CODE.BAD_REQUEST, 'auth.phone_invalid');
      const user = await registerByPhone(app.db, { phone, code: request.body.code, password: request.body.password });
      const s = await createSession(app.db, user.id, {
        remember: false,
        clientIp: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        lang: statedLang(request),
      });
      return ok({ token: s.token, expires_in: s.expiresIn, user: await profileOf(app.db, user) }, 'done.registered');
    },
  );
};

export default routes;
