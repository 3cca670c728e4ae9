/**
 * Compute hosts for operators (issue "Real compute"): POST /ops/compute/hosts — every configured host with its
 * capacity, the memory and vCPUs allocated to the platform's instances on it, and those instances (any operator
 * role: it is read-only).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { listComputeHosts } from '../../services/compute-hosts.ts';

const HostOut = z.object({
  uri: z.string(),
  up: z.boolean(),
  error: z.string().nullable(),
  memory_mb: z.number().int(),
  vcpus: z.number().int(),
  allocated_memory_mb: z.number().int(),
  allocated_vcpus: z.number().int(),
  instances: z.array(
    z.object({
      instance_id: z.string(),
      name: z.string(),
      status: z.string(),
      vcpu: z.number().int(),
      memory_gb: z.number().int(),
      user_id: z.number().int(),
    }),
  ),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ops/compute/hosts',
    {
      preHandler: app.requireOperatorRole('editor', 'reviewer', 'finance'),
      schema: {
        tags: ['ops'],
        summary: 'Compute hosts: capacity, allocation and their instances',
        security: [{ token: [] }],
        response: { 200: envelope(z.object({ backend: z.string(), hosts: z.array(HostOut) })) },
      },
    },
    async () => ok(await listComputeHosts(app.db, app.compute)),
  );
};

export default routes;
