/**
 * Validation of the security settings on /user/security: change password (with the current one or an SMS code),
 * change e-mail, and the two steps of binding or changing the phone. Password and phone rules are the shared ones
 * from `@lanyun/validators` (through lib/form-rules).
 */
import { z } from 'zod';
import { FORM_MESSAGES, codeRule, emailRule, newPasswordRule, phoneRule, withConfirmation } from '../../lib/form-rules';

/** Change password confirming the current one (/secure/user_update_password_verify). */
export const passwordVerifySchema = withConfirmation(
  z.object({
    old_password: z.string().min(1, FORM_MESSAGES.currentPassword),
    password: newPasswordRule,
    confirm_password: z.string(),
  }),
);
export type PasswordVerifyValues = z.infer<typeof passwordVerifySchema>;

/** Change password with an SMS code to the bound phone (/secure/user_update_password_phone, purpose verify). */
export const passwordPhoneSchema = withConfirmation(
  z.object({
    code: codeRule,
    password: newPasswordRule,
    confirm_password: z.string(),
  }),
);
export type PasswordPhoneValues = z.infer<typeof passwordPhoneSchema>;

/** Change e-mail: the new address and the code sent to it (/secure/user_update_email, purpose change_email). */
export const emailChangeSchema = z.object({ email: emailRule, code: codeRule });
export type EmailChangeValues = z.input<typeof emailChangeSchema>;

/** Phone change step 1: the code sent to the current phone (/secure/user_update_phone_verify, purpose verify). */
export const phoneVerifySchema = z.object({ code: codeRule });
export type PhoneVerifyValues = z.input<typeof phoneVerifySchema>;

/** Phone step 2 (or binding): the new phone and its code (/secure/user_update_phone, purpose change_phone). */
export const phoneChangeSchema = z.object({ phone: phoneRule, code: codeRule });
export type PhoneChangeValues = z.input<typeof phoneChangeSchema>;
