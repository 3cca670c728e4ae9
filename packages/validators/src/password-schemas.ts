/**
 * The password rules of ./password as zod schemas, for forms validated with zod (kept apart so pages that only call
 * the plain checks do not download zod; docs/decisions/0012-javascript-budget-cloud-home-150-kb-gzip.md).
 */
import { z } from 'zod';
import {
  ACCOUNT_PASSWORD_MSG,
  ACCOUNT_PASSWORD_REQUIRED_MSG,
  instancePasswordRule,
  isValidAccountPassword,
} from './password';

/** Zod schema for a customer account password, its messages as catalogue keys (see {@link ACCOUNT_PASSWORD_MSG}). */
export const accountPassword = z
  .string({ error: ACCOUNT_PASSWORD_REQUIRED_MSG })
  .min(1, ACCOUNT_PASSWORD_REQUIRED_MSG)
  .refine(isValidAccountPassword, ACCOUNT_PASSWORD_MSG);

/** Zod schema for an ECS instance log-in password (spec section 5). */
export const instancePassword = z.string().superRefine((p, ctx) => {
  const problem = instancePasswordRule(p);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.reason, params: problem.params });
});
