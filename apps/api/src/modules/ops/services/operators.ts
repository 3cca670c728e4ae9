/**
 * Operators of the console: their log-in (looking an operator up by e-mail, claiming a two-factor step once,
 * opening and ending a session), two-factor enrolment, and their management by admins (list, create, change,
 * reset two-factor log-in or password). Every change is audited in the same transaction; disabling an operator or
 * resetting their two-factor log-in or password ends their sessions. Operators are never deleted (the audit log
 * names them). Views never hold the password hash or TOTP secret.
 *
 * @throws ApiError 400 for a taken e-mail or an enrolment out of order, 404 for an unknown operator
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { sealStored } from '../../../lib/secrets-box.ts';
import { operatorSessions, operators } from '../../../db/schema.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { toSeconds } from '../../../lib/schemas.ts';
import { hashPassword } from '../../accounts/index.ts';
import { audit } from './audit.ts';

export type OperatorRow = typeof operators.$inferSelect;
/** Who makes a change, for the audit log. */
export interface OperatorActor {
  operatorId: number;
  clientIp: string;
}

/** The operator as the API shows it (never the password hash or TOTP secret). */
export const operatorView = (op: OperatorRow) => ({
  id: op.id,
  email: op.email,
  name: op.name,
  role: op.role,
  totp_enabled: op.totpEnabled,
  disabled: op.disabled,
  created_at: toSeconds(op.createdAt),
});

/** The operator with this e-mail (case-insensitive), or null. */
export async function findOperatorByEmail(db: DbOrTx, email: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(sql`lower(${operators.email}) = lower(${email})`).limit(1);
  return row ?? null;
}

/**
 * Record that an operator used the two-factor code of `step`: a conditional update, so two concurrent log-ins with
 * the same code cannot both pass. False when this step (or a later one) was used already.
 */
export async function claimTotpStep(db: DbOrTx, operatorId: number, step: number): Promise<boolean> {
  const [claimed] = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      sql`${operators.id} = ${operatorId} and (${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
    )
    .returning({ id: operators.id });
  return claimed !== undefined;
}

/** Store a session of `ttlSeconds` for the token (kept only as its hash) and audit the log-in. */
export async function openOperatorSession(
  db: DbOrTx,
  op: OperatorRow,
  token: string,
  ttlSeconds: number,
  clientIp: string,
) {
  await db.transaction(async (tx) => {
    await tx.insert(operatorSessions).values({
      operatorId: op.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
    await audit(tx, {
      operatorId: op.id,
      action: 'operator.login',
      targetType: 'operator',
      targetId: op.id,
      detail: { totp: op.totpEnabled },
      clientIp,
    });
  });
}

/** End one operator session (log-out). */
export async function revokeOperatorSession(db: DbOrTx, sessionId: number) {
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.id, sessionId));
}

/** End every open session of an operator. */
async function revokeOperatorSessions(db: DbOrTx, operatorId: number) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

/** Store a new TOTP secret for enrolment (any earlier, unconfirmed one is replaced). */
export async function storeTotpSecret(db: DbOrTx, operatorId: number, secret: string) {
  const stored = sealStored(secret); // sealed at rest (lib/secrets-box.ts)
  await db
    .update(operators)
    .set({ totpSecret: stored.sealed, totpKeyId: stored.keyId, totpLastStep: null })
    .where(eq(operators.id, operatorId));
}

/** Turn two-factor log-in on after a first good code of `step`; audited. Returns the operator after. */
export async function enableTotp(db: DbOrTx, operatorId: number, step: number, clientIp: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ totpEnabled: true, totpLastStep: step })
      .where(eq(operators.id, operatorId))
      .returning();
    if (!row) throw new ApiError(CODE.NOT_FOUND, 'ops.operator_not_found');
    await audit(tx, {
      operatorId,
      action: 'operator.totp_enable',
      targetType: 'operator',
      targetId: operatorId,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
      clientIp,
    });
    return row;
  });
}

/** One page of operators, oldest first, as views. */
export async function listOperators(db: DbOrTx, page: number, page_size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operators)
      .orderBy(operators.id)
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ n: count() }).from(operators),
  ]);
  return { list: rows.map(operatorView), total: Number(total?.n ?? 0), page, page_size };
}

/**
 * Create an operator with an initial password (they set up two-factor log-in at first log-in); audited.
 * @param input.email lower-cased already
 * @throws ApiError 400 when an operator has this e-mail
 */
export async function createOperator(
  db: DbOrTx,
  input: { email: string; name: string; role: OperatorRow['role']; password: string },
  by: OperatorActor,
) {
  const [exists] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.email}) = ${input.email}`)
    .limit(1);
  if (exists) throw new ApiError(CODE.BAD_REQUEST, 'ops.operator_exists');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ email: input.email, name: input.name, role: input.role, passwordHash })
      .returning();
    if (!created) throw new Error('operator: insert returned no row');
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'operator.create',
      targetType: 'operator',
      targetId: created.id,
      after: operatorView(created),
      clientIp: by.clientIp,
    });
    return created;
  });
}

/**
 * Change an operator's name, role or disabled flag (only the fields given); disabling ends their sessions. Audited
 * with before and after.
 * @throws ApiError 400 when an operator would disable themselves or drop their own admin role; 404 unknown id
 */
export async function updateOperator(
  db: DbOrTx,
  id: number,
  changes: { name?: string; role?: OperatorRow['role']; disabled?: boolean },
  by: OperatorActor,
) {
  const { name, role, disabled } = changes;
  if (id === by.operatorId && (disabled === true || (role && role !== 'admin')))
    throw new ApiError(CODE.BAD_REQUEST, 'ops.cannot_demote_self');
  return changeOperator(
    db,
    id,
    {
      ...(name !== undefined ? { name } : {}),
      ...(role !== undefined ? { role } : {}),
      ...(disabled !== undefined ? { disabled } : {}),
    },
    { action: 'operator.update', endSessions: disabled === true },
    by,
  );
}

/** Reset an operator's two-factor log-in (lost phone): they enrol again at next log-in; ends their sessions. */
export async function resetOperatorTotp(db: DbOrTx, id: number, by: OperatorActor) {
  return changeOperator(
    db,
    id,
    { totpEnabled: false, totpSecret: null, totpKeyId: null, totpLastStep: null },
    { action: 'operator.reset_totp', endSessions: true },
    by,
  );
}

/** Lock an operator's row, change it, end their sessions if asked, and audit before/after. */
async function changeOperator(
  db: DbOrTx,
  id: number,
  set: Partial<OperatorRow>,
  how: { action: string; endSessions: boolean },
  by: OperatorActor,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!before) throw new ApiError(CODE.NOT_FOUND, 'ops.operator_not_found');
    const [after] = await tx.update(operators).set(set).where(eq(operators.id, id)).returning();
    if (!after) throw new ApiError(CODE.NOT_FOUND, 'ops.operator_not_found');
    if (how.endSessions) await revokeOperatorSessions(tx, id);
    await audit(tx, {
      operatorId: by.operatorId,
      action: how.action,
      targetType: 'operator',
      targetId: id,
      before: operatorView(before),
      after: operatorView(after),
      clientIp: by.clientIp,
    });
    return after;
  });
}

/** Set a new password for an operator and end their sessions; audited (without the password). */
export async function resetOperatorPassword(db: DbOrTx, id: number, password: string, by: OperatorActor) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ passwordHash })
      .where(eq(operators.id, id))
      .returning({ id: operators.id });
    if (!row) throw new ApiError(CODE.NOT_FOUND, 'ops.operator_not_found');
    await revokeOperatorSessions(tx, id);
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'operator.reset_password',
      targetType: 'operator',
      targetId: id,
      clientIp: by.clientIp,
    });
  });
}
