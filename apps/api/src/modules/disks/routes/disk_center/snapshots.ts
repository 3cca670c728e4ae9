/**
 * Snapshots of cloud disks (issue "ECS storage and images"): /snapshot_center/snapshot_list, snapshot_create (live
 * while the instance runs), snapshot_rollback (the disk's instance stopped), snapshot_delete.
 * Codes: 400 bad input, 403 permission, 404 no such disk or snapshot, 409 a state that does not allow it, quota.
 */
import { SNAPSHOT_STATES } from '@lanyun/contract/storage-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { requireUser } from '../../../../lib/require-user.ts';
import { PageQuery, paged } from '../../../../lib/schemas.ts';
import { DiskRef, SnapshotOut, SnapshotRef, StorageName } from '../../schemas/disks.ts';
import { createSnapshot, listSnapshots, snapshotAction } from '../../services/snapshots.ts';

const form = { consumes: ['multipart/form-data', 'application/json'] };
const tags = ['disks'];
const security = [{ token: [] }];

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, jobs: app.jobs });
  const act = [app.requireUser, app.requirePermission('server-1-3')];

  app.post(
    '/snapshot_center/snapshot_list',
    {
      preHandler: [app.requireUser, app.requirePermission('server-1-1')],
      schema: {
        tags,
        summary: 'The account’s snapshots (of one disk when disk_id is given), newest first, with their real size',
        security,
        ...form,
        body: PageQuery.extend({
          disk_id: z.string().trim().max(40).optional(),
          status: z.enum(SNAPSHOT_STATES).optional(),
        }),
        response: { 200: envelope(paged(SnapshotOut)) },
      },
    },
    async (request) => ok(await listSnapshots(app.db, requireUser(request), request.body)),
  );

  app.post(
    '/snapshot_center/snapshot_create',
    {
      preHandler: act,
      schema: {
        tags,
        summary: 'Take a snapshot of a cloud disk (live while its instance runs)',
        security,
        ...form,
        body: DiskRef.extend({ name: StorageName }),
        response: { 200: envelope(SnapshotOut) },
      },
    },
    async (request) => ok(await createSnapshot(deps(), requireUser(request), request.body), 'snapshot.started'),
  );

  app.post(
    '/snapshot_center/snapshot_rollback',
    {
      preHandler: act,
      schema: {
        tags,
        summary: 'Roll the disk back to this snapshot (its instance must be stopped); later data on the disk is lost',
        security,
        ...form,
        body: SnapshotRef,
        response: { 200: envelope(SnapshotOut) },
      },
    },
    async (request) => {
      const snapshot = await snapshotAction(deps(), requireUser(request), request.body.snapshot_id, 'rollback');
      return ok(snapshot, 'disk.started');
    },
  );

  app.post(
    '/snapshot_center/snapshot_delete',
    {
      preHandler: act,
      schema: {
        tags,
        summary: 'Delete a snapshot',
        security,
        ...form,
        body: SnapshotRef,
        response: { 200: envelope(SnapshotOut) },
      },
    },
    async (request) => {
      const snapshot = await snapshotAction(deps(), requireUser(request), request.body.snapshot_id, 'delete');
      return ok(snapshot, 'disk.started');
    },
  );
};

export default routes;
