/**
 * Key pairs made by the platform (issue 40): POST /v1/ssh_key_pair_create (server-1-2) — an ed25519 pair whose
 * public key joins the account's SSH keys and whose private key is in this answer only (`Cache-Control: no-store`;
 * never stored, never logged). Importing a public key stays /v1/ssh_secret_key_add.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { SshKeyOut } from '../../../orders/index.ts';
import { createKeyPair } from '../../services/key-pairs.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/ssh_key_pair_create',
    {
      preHandler: [app.requireUser, app.requirePermission('server-1-2')],
      schema: {
        tags: ['ssh-keys'],
        summary:
          'Create an ed25519 key pair: the public key is added to the account, the private key (OpenSSH format) is answered once and not kept',
        security: [{ token: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        body: z.object({ name: z.string().trim().min(1, 'form.ssh_key_name').max(64) }),
        response: { 200: envelope(SshKeyOut.extend({ private_key: z.string() })) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await createKeyPair(app.db, requireUser(request), request.body.name), 'done.copy_key');
    },
  );
};

export default routes;
