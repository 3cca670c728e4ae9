/**
 * Validation of the sub-account dialogs on /user/team (password rule shared through `@lanyun/validators`); messages
 * are catalogue keys, translated where the form shows them.
 */
import { z } from 'zod';
import { emailRule, newPasswordRule } from '../../lib/form-rules';

/** Create: log-in e-mail, initial password, display name and the permission keys. */
export const subAccountCreateSchema = z.object({
  email: emailRule,
  password: newPasswordRule,
  name: z.string().trim().min(1, 'form.nameRequired').max(50, 'form.nameTooLong'),
  rules: z.array(z.string()),
});
export type SubAccountCreateValues = z.input<typeof subAccountCreateSchema>;

/** Edit: display name and permission keys. */
export const subAccountEditSchema = z.object({
  name: z.string().trim().min(1, 'form.nameRequired').max(50, 'form.nameTooLong'),
  rules: z.array(z.string()),
});
export type SubAccountEditValues = z.input<typeof subAccountEditSchema>;
