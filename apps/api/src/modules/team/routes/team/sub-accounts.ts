/**
 * Team: sub-accounts and their permissions (spec sections 3 and 6; issue "Accounts").
 * /team/user_rule_list (the caller's permission list), /team/overview, /team/sub_account_add,
 * /team/sub_account_update, /team/sub_account_delete. Only a main account manages sub-accounts;
 * a sub-account calling these gets code 403. Disabling a sub-account ends its sessions.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { Password, RuleList } from '../../../accounts/index.ts';
import { Id, UnixSeconds } from '../../../../lib/schemas.ts';
import { hashPassword } from '../../../accounts/index.ts';
import { isKnownRule, permissionKeys, RULE_CATALOG, toRuleList } from '../../services/permissions.ts';
import {
  addSubAccount,
  deleteSubAccount,
  listSubAccounts,
  ownSubAccount,
  updateSubAccount,
} from '../../services/team.ts';
import { requireUser } from '../../../../lib/require-user.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['team'];
const security = [{ token: [] }];

const RuleKeys = z
  .string()
  .trim()
  .transform((s) =>
    s
      ? [
          ...new Set(
            s
              .split(',')
              .map((k) => k.trim())
              .filter(Boolean),
          ),
        ]
      : [],
  )
  .refine((keys) => keys.every(isKnownRule), 'Unknown permission key')
  .describe('Comma-separated permission keys, e.g. "cost-3-1,server-1-1"');

const SubAccount = z.object({
  id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  disabled: z.number().int(),
  rules: z.array(z.string()),
  created_at: UnixSeconds,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const mainOnly = [app.requireUser, app.requireMainAccount];

  app.post(
    '/team/user_rule_list',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Permission list of the logged-in user',
        security,
        response: { 200: envelope(RuleList) },
      },
    },
    async (request) => ok(toRuleList(await permissionKeys(db, requireUser(request)))),
  );

  app.post(
    '/team/overview',
    {
      preHandler: mainOnly,
      schema: {
        tags,
        summary: 'Sub-accounts of the main account and the permission catalogue',
        security,
        response: {
          200: envelope(
            z.object({
              sub_accounts: z.array(SubAccount),
              rule_catalog: z.array(z.object({ key: z.string(), group: z.string(), label: z.string() })),
            }),
          ),
        },
      },
    },
    async (request) =>
      ok({ sub_accounts: await listSubAccounts(db, requireUser(request).id), rule_catalog: [...RULE_CATALOG] }),
  );

  app.post(
    '/team/sub_account_add',
    {
      preHandler: mainOnly,
      schema: {
        tags,
        summary: 'Create a sub-account that logs in with its own e-mail and password',
        security,
        ...form,
        body: z.object({
          email: z.string({ error: 'form.email_invalid' }).trim().pipe(z.email('form.email_invalid')),
          password: Password,
          name: z.string().trim().max(50).default(''),
          rules: RuleKeys.optional(),
        }),
        response: { 200: envelope(SubAccount) },
      },
    },
    async (request) => {
      const { email, password, name } = request.body;
      const rules = request.body.rules ?? [];
      const passwordHash = await hashPassword(password);
      return ok(
        await addSubAccount(db, requireUser(request).id, { email, passwordHash, name, rules }),
        'done.sub_created',
      );
    },
  );

  app.post(
    '/team/sub_account_update',
    {
      preHandler: mainOnly,
      schema: {
        tags,
        summary: 'Rename, re-grant or disable a sub-account (rules replaces the whole set)',
        security,
        ...form,
        body: z.object({
          id: Id,
          name: z.string().trim().max(50).optional(),
          rules: RuleKeys.optional(),
          disabled: z.coerce.number().int().min(0).max(1).optional(),
        }),
        response: { 200: envelope(SubAccount) },
      },
    },
    async (request) => {
      const { id, name, rules, disabled } = request.body;
      return ok(await updateSubAccount(db, requireUser(request).id, id, { name, rules, disabled }), 'done.saved');
    },
  );

  app.post(
    '/team/sub_account_delete',
    {
      preHandler: mainOnly,
      schema: {
        tags,
        summary:
          'Delete a sub-account and end its sessions (one that placed orders is kept, disabled, for the records)',
        security,
        ...form,
        body: z.object({ id: Id }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await ownSubAccount(db, requireUser(request).id, request.body.id);
      await deleteSubAccount(db, requireUser(request).id, request.body.id);
      return ok(null, 'done.sub_deleted');
    },
  );
};

export default routes;
