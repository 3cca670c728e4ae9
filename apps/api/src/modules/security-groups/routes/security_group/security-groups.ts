/**
 * Security groups of the customer's account (issue 40), all POST under /security_group/: `list` (of a region, making
 * its default group), `detail` (rules and the instances using it), `create`, `delete` (refused while instances use
 * it), `rule_add`, `rule_delete`, `instance_groups` (an instance's groups and forwarded ports) and
 * `instance_groups_set` (1–5 groups). Viewing needs server-1-1, changing server-1-3. Every change starts the
 * enforcement pass at once (services/enforcement.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SG_LIMITS } from '@lanyun/contract/security-groups';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import {
  GroupDetailOut,
  GroupId,
  GroupOut,
  InstanceGroupsOut,
  InstanceId,
  RuleIn,
  RuleOut,
} from '../../schemas/security-groups.ts';
import {
  addRule,
  createGroup,
  deleteGroup,
  deleteRule,
  groupDetail,
  instanceGroups,
  listGroups,
  setInstanceGroups,
} from '../../services/security-groups.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['security-groups'];
const security = [{ token: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  const view = [app.requireUser, app.requirePermission('server-1-1')];
  const change = [app.requireUser, app.requirePermission('server-1-3')];
  const kick = () => app.firewalls.kick();

  app.post(
    '/security_group/list',
    {
      preHandler: view,
      schema: {
        tags,
        summary: "The account's security groups (of one region: its default group first, made on first use)",
        security,
        ...form,
        body: z.object({ region_code: z.string().trim().min(1).max(40).optional() }),
        response: { 200: envelope(z.array(GroupOut)) },
      },
    },
    async (request) => ok(await listGroups(app.db, requireUser(request), request.body.region_code)),
  );

  app.post(
    '/security_group/detail',
    {
      preHandler: view,
      schema: {
        tags,
        summary: 'A security group with its rules and the instances using it',
        security,
        ...form,
        body: z.object({ group_id: GroupId }),
        response: { 200: envelope(GroupDetailOut) },
      },
    },
    async (request) => ok(await groupDetail(app.db, requireUser(request), request.body.group_id)),
  );

  app.post(
    '/security_group/create',
    {
      preHandler: change,
      schema: {
        tags,
        summary: `Create a security group in a region (no rules yet: nothing in); at most ${SG_LIMITS.groupsPerRegion} per region`,
        security,
        ...form,
        body: z.object({
          region_code: z.string().trim().min(1).max(40),
          name: z.string().trim().min(1, 'form.required').max(64),
          description: z.string().trim().max(256).optional(),
        }),
        response: { 200: envelope(GroupOut) },
      },
    },
    async (request) => ok(await createGroup(app.db, requireUser(request), request.body, request.ip), 'done.saved'),
  );

  app.post(
    '/security_group/delete',
    {
      preHandler: change,
      schema: {
        tags,
        summary: 'Delete a security group no instance uses (not the default group)',
        security,
        ...form,
        body: z.object({ group_id: GroupId }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteGroup(app.db, requireUser(request), request.body.group_id, request.ip);
      return ok(null, 'done.deleted');
    },
  );

  app.post(
    '/security_group/rule_add',
    {
      preHandler: change,
      schema: {
        tags,
        summary: `Add a rule (applied to every instance of the group within seconds); at most ${SG_LIMITS.rulesPerGroup} per group`,
        security,
        ...form,
        body: RuleIn,
        response: { 200: envelope(RuleOut) },
      },
    },
    async (request) => {
      const { group_id, ...rule } = request.body;
      const out = await addRule(app.db, requireUser(request), group_id, rule, request.ip);
      kick();
      return ok(out, 'done.saved');
    },
  );

  app.post(
    '/security_group/rule_delete',
    {
      preHandler: change,
      schema: {
        tags,
        summary: 'Delete a rule (applied to every instance of the group within seconds)',
        security,
        ...form,
        body: z.object({ group_id: GroupId, rule_id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteRule(app.db, requireUser(request), request.body.group_id, request.body.rule_id, request.ip);
      kick();
      return ok(null, 'done.deleted');
    },
  );

  app.post(
    '/security_group/instance_groups',
    {
      preHandler: view,
      schema: {
        tags,
        summary: "An instance's security groups and the guest ports its host forwards",
        security,
        ...form,
        body: z.object({ instance_id: InstanceId }),
        response: { 200: envelope(InstanceGroupsOut) },
      },
    },
    async (request) => ok(await instanceGroups(app.db, requireUser(request), request.body.instance_id)),
  );

  app.post(
    '/security_group/instance_groups_set',
    {
      preHandler: change,
      schema: {
        tags,
        summary: `Set an instance's security groups (${SG_LIMITS.minGroupsPerInstance}–${SG_LIMITS.groupsPerInstance} of its region)`,
        security,
        ...form,
        body: z.object({
          instance_id: InstanceId,
          group_ids: z.preprocess(
            (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
            z.array(GroupId).max(20),
          ),
        }),
        response: { 200: envelope(InstanceGroupsOut) },
      },
    },
    async (request) => {
      const out = await setInstanceGroups(
        app.db,
        requireUser(request),
        request.body.instance_id,
        request.body.group_ids,
        request.ip,
      );
      kick();
      return ok(out, 'done.saved');
    },
  );
};

export default routes;
