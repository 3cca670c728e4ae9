/**
 * Team and permissions (spec sections 3 and 6): /team/user_rule_list answers the permission list
 * response (personal_center_rule_list, cost_rule_list, control_rule_list).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../lib/envelope.ts';
import { RuleList } from '../schemas/account.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/team/user_rule_list',
    { preHandler: app.requireUser, schema: { tags: ['team'], summary: 'Permission rules of the logged-in user', security: [{ token: [] }], response: { 200: envelope(RuleList) } } },
    async () => ok({ personal_center_rule_list: [], cost_rule_list: [], control_rule_list: [] }),
  );
};

export default routes;
