/**
 * Who may call the routes of this folder (lib/guards.ts): a customer session. A route that needs less names its guard
 * (`config: { guard: 'public' }`); a sub-folder's autohooks.ts replaces this one for that folder.
 */
import type { FastifyInstance } from 'fastify';
import { folderGuard } from '../../../lib/guards.ts';

export default async function guard(app: FastifyInstance) {
  app.addHook('onRoute', folderGuard(app, 'customer'));
}
