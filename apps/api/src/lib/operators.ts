/**
 * Operator (staff) sessions and roles, shared by the operator authentication (plugins/app/operator-auth.ts), the
 * routes that name roles and the services that list operators.
 */
import { OPERATOR_ROLES, type OperatorRole } from '@lanyun/contract/permissions';
import type { operators } from '../db/schema.ts';

/** An operator session lasts 12 hours (seconds). */
export const OPERATOR_SESSION_SECONDS = 12 * 3600;

/**
 * Operator roles (issue "Content and operations"): `editor` publishes content, `reviewer` decides
 * real-name and trial applications, `finance` confirms bank transfers and adjusts ledgers, `admin`
 * may do everything (catalog, IP plans, operators), `support` answers support tickets. Checked on the server for every /ops call
 * (docs/permissions.md "Operator roles"). Declared in @lanyun/contract/permissions, shared with the console.
 */
export { OPERATOR_ROLES, type OperatorRole };
export type SessionOperator = typeof operators.$inferSelect & { sessionId: number };
