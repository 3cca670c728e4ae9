/**
 * Real-name verification (spec sections 3–6; issue "Accounts"). A main account applies as a
 * person (name, ID number checked by GB 11643, both sides of the ID card) or an enterprise
 * (company name, unified social credit code checked by GB 32100, business licence). The account's
 * authentication_status follows its latest application: 1 under review, 2 verified, 3 rejected
 * (0 never applied). An operator approves or rejects; the customer gets a site message.
 *
 * A personal application is first checked with the identity provider (providers/identity: ID
 * number + name against the national records). A match verifies the account at once (status 2,
 * an audit entry `real_name.provider_match` with no operator, a site message); a mismatch or an
 * unavailable provider leaves it under review for an operator, with the provider's answer kept on
 * the application (`provider_result`, `provider_note`). Enterprise applications are always reviewed.
 *
 * With face liveness on (IDENTITY_LIVENESS=on and a provider offering it), a match is not enough: the application
 * stays under review with a liveness check started (`liveness_certify_id`), the customer opens the provider's page,
 * and {@link finishLiveness} verifies the account once the provider says the face passed. A failed check, or a
 * provider that cannot start one, leaves the application for an operator, as a mismatch does.
 */
import { isValidCreditCode } from '@lanyun/validators/credit-code';
import { isValidIdNumber, maskIdNumber } from '@lanyun/validators/id-number';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { realNameApplications, uploads, users } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import type { IdentityAnswer, IdentityProvider, LivenessStart } from '../../../providers/identity/index.ts';
import { randomBytes } from 'node:crypto';
import { audit } from '../../ops/index.ts';
import { notify } from './notify.ts';
import { accountChanged } from './session-cache.ts';

export type RealNameInput =
  | { type: 1; real_name: string; id_number: string; id_front_img: number; id_back_img: number }
  | { type: 2; company_name: string; credit_code: string; licence_img: number };

type AppRow = typeof realNameApplications.$inferSelect;

/** Mask a person's name for display: 张*三 → first and last character kept. */
const maskName = (n: string) =>
  n.length <= 1 ? n : n.length === 2 ? `${n[0]}*` : `${n[0]}${'*'.repeat(n.length - 2)}${n.at(-1)}`;

/** What the customer sees of an application (sensitive fields masked). */
export function toApplicationView(a: AppRow | undefined) {
  return {
    status: a?.status ?? 0,
    type: a?.type ?? 0,
    real_name: a?.realName ? maskName(a.realName) : null,
    id_number: a?.idNumber ? maskIdNumber(a.idNumber) : null,
    company_name: a?.companyName ?? null,
    credit_code: a?.creditCode ? maskIdNumber(a.creditCode) : null,
    reject_reason: a?.rejectReason ?? null,
    provider_result: (a?.providerResult ?? null) as 'match' | 'mismatch' | 'unavailable' | null,
    submitted_at: a ? toSeconds(a.createdAt) : null,
    reviewed_at: a?.reviewedAt ? toSeconds(a.reviewedAt) : null,
  };
}

export async function latestApplication(db: DbOrTx, userId: number, type?: 1 | 2): Promise<AppRow | undefined> {
  const [row] = await db
    .select()
    .from(realNameApplications)
    .where(
      type
        ? and(eq(realNameApplications.userId, userId), eq(realNameApplications.type, type))
        : eq(realNameApplications.userId, userId),
    )
    .orderBy(desc(realNameApplications.id))
    .limit(1);
  return row;
}

/**
 * Submit an application; a personal one is checked with `identity` first (when given) and, on a
 * match, is verified in the same call (resolves to status 2).
 * @throws ApiError 400 for an invalid ID number / credit code, images that are not the caller's
 *   uploads of the right usage, or when an application is under review or already approved
 */
export async function applyRealName(
  db: DbOrTx,
  user: { id: number; authenticationStatus: number },
  input: RealNameInput,
  identity?: IdentityProvider,
  /** Face liveness required (IDENTITY_LIVENESS=on): where its page returns to, and the page's MetaInfo. */
  liveness?: { returnUrl: string; metaInfo?: string },
): Promise<{ status: number; type: number; liveness?: { certify_id: string; url: string } }> {
  if (user.authenticationStatus === 1) throw new ApiError(CODE.BAD_REQUEST, 'realname.under_review');
  if (user.authenticationStatus === 2) throw new ApiError(CODE.BAD_REQUEST, 'realname.already_verified');
  const images: [number, string][] =
    input.type === 1
      ? [
          [input.id_front_img, 'id_front'],
          [input.id_back_img, 'id_back'],
        ]
      : [[input.licence_img, 'licence']];
  if (input.type === 1 && !isValidIdNumber(input.id_number))
    throw new ApiError(CODE.BAD_REQUEST, 'realname.id_invalid');
  if (input.type === 2 && !isValidCreditCode(input.credit_code))
    throw new ApiError(CODE.BAD_REQUEST, 'realname.credit_code_invalid');
  const owned = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, user.id),
        inArray(
          uploads.id,
          images.map(([id]) => id),
        ),
      ),
    );
  const UPLOAD_REASON = {
    id_front: 'realname.upload_id_front',
    id_back: 'realname.upload_id_back',
    licence: 'realname.upload_licence',
  } as const;
  for (const [id, usage] of images) {
    if (!owned.some((u) => u.id === id && u.usage === usage))
      throw new ApiError(CODE.BAD_REQUEST, UPLOAD_REASON[usage as keyof typeof UPLOAD_REASON]);
  }
  // Asked before the transaction (a network call); a provider that fails to answer is `unavailable`.
  const answer: IdentityAnswer | null =
    input.type === 1 && identity
      ? await identity.check({ realName: input.real_name, idNumber: input.id_number.toUpperCase() })
      : null;
  // A match with liveness required starts the face check; one that cannot start leaves the application to an operator.
  let face: LivenessStart | null = null;
  let faceNote: string | null = null;
  if (answer?.result === 'match' && input.type === 1 && liveness && identity?.liveness) {
    try {
      face = await identity.liveness.start({
        realName: input.real_name,
        idNumber: input.id_number.toUpperCase(),
        outerOrderNo: `rn${user.id}x${randomBytes(8).toString('hex')}`,
        returnUrl: liveness.returnUrl,
        ...(liveness.metaInfo ? { metaInfo: liveness.metaInfo } : {}),
      });
    } catch (err) {
      faceNote = `liveness not started: ${(err as Error).message ?? String(err)}`.slice(0, 300);
    }
  }
  const livenessRequired = answer?.result === 'match' && input.type === 1 && !!liveness;
  const verified = answer?.result === 'match' && !livenessRequired;
  const status = verified ? 2 : 1;
  return db.transaction(async (tx) => {
    // Conditional update: two concurrent submissions cannot both pass.
    const moved = await tx
      .update(users)
      .set({ authenticationStatus: status, authenticationType: input.type })
      .where(and(eq(users.id, user.id), inArray(users.authenticationStatus, [0, 3])))
      .returning({ id: users.id });
    if (moved.length === 0) throw new ApiError(CODE.BAD_REQUEST, 'realname.under_review');
    accountChanged(user.id);
    const [app] = await tx
      .insert(realNameApplications)
      .values(
        input.type === 1
          ? {
              userId: user.id,
              type: 1,
              realName: input.real_name,
              idNumber: input.id_number.toUpperCase(),
              idFrontUploadId: input.id_front_img,
              idBackUploadId: input.id_back_img,
              status,
              providerResult: answer?.result ?? null,
              providerNote: faceNote ? `${answer?.note ?? ''}; ${faceNote}` : (answer?.note ?? null),
              livenessCertifyId: face?.certifyId ?? null,
              reviewedAt: verified ? new Date() : null,
            }
          : {
              userId: user.id,
              type: 2,
              companyName: input.company_name,
              creditCode: input.credit_code.toUpperCase(),
              licenceUploadId: input.licence_img,
            },
      )
      .returning({ id: realNameApplications.id });
    if (verified && app) {
      await notify(tx, {
        userId: user.id,
        category: 'security',
        event: `realname:${app.id}`,
        key: 'message.realname_approved',
      });
      await audit(tx, {
        operatorId: null,
        action: 'real_name.provider_match',
        targetType: 'real_name_application',
        targetId: app.id,
        detail: { user_id: user.id, provider: identity?.name ?? '', note: answer?.note ?? '' },
        before: { status: user.authenticationStatus },
        after: { status: 2 },
      });
    }
    return { status, type: input.type, ...(face ? { liveness: { certify_id: face.certifyId, url: face.url } } : {}) };
  });
}

/**
 * Ask the provider how the account's face liveness check ended. Passed: the application and the account become
 * verified in one transaction, with a message and an audit entry (`real_name.liveness_passed`, no operator). Failed:
 * the application stays under review for an operator, the provider's words kept. Pending or unavailable: nothing
 * changes. Returns the account's status after and the outcome.
 * @throws ApiError 400 'realname.no_liveness' when the account has no unfinished liveness check
 */
export async function finishLiveness(
  db: DbOrTx,
  userId: number,
  identity: IdentityProvider,
): Promise<{ status: number; liveness_result: 'passed' | 'failed' | 'pending' | 'unavailable' }> {
  const [app] = await db
    .select()
    .from(realNameApplications)
    .where(
      and(
        eq(realNameApplications.userId, userId),
        eq(realNameApplications.status, 1),
        isNotNull(realNameApplications.livenessCertifyId),
        isNull(realNameApplications.livenessResult),
      ),
    )
    .orderBy(desc(realNameApplications.id))
    .limit(1);
  if (!app?.livenessCertifyId || !identity.liveness) throw new ApiError(CODE.BAD_REQUEST, 'realname.no_liveness');
  const r = await identity.liveness.result(app.livenessCertifyId);
  if (r.result === 'pending' || r.result === 'unavailable') return { status: 1, liveness_result: r.result };
  const passed = r.result === 'passed';
  return db.transaction(async (tx) => {
    const done = await tx
      .update(realNameApplications)
      .set({
        livenessResult: r.result,
        providerNote: `${app.providerNote ?? ''}; ${r.note}`.slice(0, 1000),
        ...(passed ? { status: 2, reviewedAt: new Date() } : {}),
      })
      .where(
        and(
          eq(realNameApplications.id, app.id),
          eq(realNameApplications.status, 1),
          isNull(realNameApplications.livenessResult),
        ),
      )
      .returning({ id: realNameApplications.id });
    // Another request finished it first: answer what it decided.
    if (done.length === 0) {
      const [now] = await tx.select({ s: users.authenticationStatus }).from(users).where(eq(users.id, userId));
      return { status: now?.s ?? 1, liveness_result: r.result };
    }
    if (!passed) return { status: 1, liveness_result: r.result };
    await tx
      .update(users)
      .set({ authenticationStatus: 2 })
      .where(and(eq(users.id, userId), eq(users.authenticationStatus, 1)));
    accountChanged(userId);
    await notify(tx, { userId, category: 'security', event: `realname:${app.id}`, key: 'message.realname_approved' });
    await audit(tx, {
      operatorId: null,
      action: 'real_name.liveness_passed',
      targetType: 'real_name_application',
      targetId: app.id,
      detail: { user_id: userId, provider: identity.name, note: r.note },
      before: { status: 1 },
      after: { status: 2 },
    });
    return { status: 2, liveness_result: r.result };
  });
}

/**
 * An operator's decision on an application under review; writes the audit log and a message to
 * the customer in the same transaction.
 * @throws ApiError 404 unknown application, 400 when it is no longer under review or a rejection has no reason
 */
export async function reviewRealName(
  db: DbOrTx,
  opts: { operatorId: number; id: number; decision: 'approve' | 'reject'; reason?: string; clientIp?: string },
): Promise<void> {
  if (opts.decision === 'reject' && !opts.reason?.trim())
    throw new ApiError(CODE.BAD_REQUEST, 'ops.reject_reason_required');
  await db.transaction(async (tx) => {
    const [app] = await tx.select().from(realNameApplications).where(eq(realNameApplications.id, opts.id)).limit(1);
    if (!app) throw new ApiError(CODE.NOT_FOUND, 'realname.application_not_found');
    const status = opts.decision === 'approve' ? 2 : 3;
    const decided = await tx
      .update(realNameApplications)
      .set({
        status,
        rejectReason: opts.decision === 'reject' ? opts.reason!.trim() : null,
        reviewedBy: opts.operatorId,
        reviewedAt: new Date(),
      })
      .where(and(eq(realNameApplications.id, opts.id), eq(realNameApplications.status, 1)))
      .returning({ id: realNameApplications.id });
    if (decided.length === 0) throw new ApiError(CODE.BAD_REQUEST, 'realname.already_reviewed');
    await tx
      .update(users)
      .set({ authenticationStatus: status, authenticationType: app.type })
      .where(eq(users.id, app.userId));
    accountChanged(app.userId);
    await notify(tx, {
      userId: app.userId,
      category: 'security',
      event: `realname:${opts.id}`,
      ...(status === 2
        ? { key: 'message.realname_approved' }
        : { key: 'message.realname_rejected', params: { reason: opts.reason!.trim() } }),
    });
    await audit(tx, {
      operatorId: opts.operatorId,
      action: `real_name.${opts.decision}`,
      targetType: 'real_name_application',
      targetId: opts.id,
      detail: { user_id: app.userId, ...(opts.reason ? { reason: opts.reason.trim() } : {}) },
      before: { status: app.status, reject_reason: app.rejectReason },
      after: { status, reject_reason: opts.decision === 'reject' ? opts.reason!.trim() : null },
      clientIp: opts.clientIp,
    });
  });
}
