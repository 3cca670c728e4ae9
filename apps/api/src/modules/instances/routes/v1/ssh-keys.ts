/**
 * SSH keys of the account (issue "Catalog and ordering"): /v1/ssh_secret_key_list_source (spec
 * section 7), /v1/ssh_secret_key_add (OpenSSH public key, validated and fingerprinted) and
 * /v1/ssh_secret_key_del. Keys belong to the main account, so its sub-accounts can use them;
 * sub-accounts need server-1-2 to add or delete one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { SshKeyOut } from '../../../orders/index.ts';
import { addSshKey, deleteSshKey, listSshKeys } from '../../services/ssh-keys.ts';
import { Id } from '../../../../lib/schemas.ts';
import { requireUser } from '../../../../lib/require-user.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['ssh-keys'];
const security = [{ token: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/ssh_secret_key_list_source',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'SSH keys of the account, newest first',
        security,
        response: { 200: envelope(z.array(SshKeyOut)) },
      },
    },
    async (request) => ok(await listSshKeys(app.db, requireUser(request))),
  );

  app.post(
    '/v1/ssh_secret_key_add',
    {
      preHandler: [app.requireUser, app.requirePermission('server-1-2')],
      schema: {
        tags,
        summary:
          'Add an OpenSSH public key (ssh-ed25519, ecdsa-sha2-nistp256/384/521, ssh-rsa ≥ 2048 bits); at most 50 per account',
        security,
        ...form,
        body: z.object({
          name: z.string().trim().min(1, 'form.ssh_key_name').max(64),
          public_key: z.string().trim().min(1, 'form.ssh_key_text').max(16_384),
        }),
        response: { 200: envelope(SshKeyOut) },
      },
    },
    async (request) => ok(await addSshKey(app.db, requireUser(request), request.body), 'done.key_added'),
  );

  app.post(
    '/v1/ssh_secret_key_del',
    {
      preHandler: [app.requireUser, app.requirePermission('server-1-2')],
      schema: {
        tags,
        summary: 'Delete an SSH key (instances created with it keep it)',
        security,
        ...form,
        body: z.object({ id: Id }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteSshKey(app.db, requireUser(request), request.body.id);
      return ok(null, 'done.key_deleted');
    },
  );
};

export default routes;
