/**
 * Security groups for operators (issue 40): POST /ops/security_group/instance — the groups and rules of any instance
 * (read-only, any operator role).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { InstanceId, OpsInstanceGroupsOut } from '../../schemas/security-groups.ts';
import { opsInstanceGroups } from '../../services/security-groups.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/security_group/instance',
    {
      preHandler: app.requireOperatorRole('editor', 'reviewer', 'finance'),
      schema: {
        tags: ['ops'],
        summary: 'The security groups and rules of an instance (read-only)',
        security: [{ token: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        body: z.object({ instance_id: InstanceId }),
        response: { 200: envelope(OpsInstanceGroupsOut) },
      },
    },
    async (request) => ok(await opsInstanceGroups(app.db, request.body.instance_id)),
  );
};

export default routes;
