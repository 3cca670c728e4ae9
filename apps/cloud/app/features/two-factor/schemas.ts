/** The two-factor code field: a 6-digit code from the authenticator app or a recovery code (xxxx-xxxx). */
import { z } from 'zod';

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'twoFactor.codeRequired')
    .regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, 'twoFactor.codeFormat'),
});

export type TwoFactorCodeValues = z.infer<typeof twoFactorCodeSchema>;
