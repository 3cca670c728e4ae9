/**
 * Sign-up with a mainland mobile number, an SMS code and a password (`/v1/user_regis_phone`, spec §2
 * `/login?tp=2&rect=phone`). The account is a main account whose user name is the 11-digit phone; it logs in later
 * with that phone and the password (`/v1/phone_login`) or an SMS code.
 */
import { users } from '../../../db/schema.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError, CODE } from '../../../lib/envelope.ts';
import { hashPassword } from '../../../lib/password.ts';
import { findUserByAccount, type UserRow } from './accounts.ts';
import { consumeCode } from './codes.ts';

/** The refusal of a phone that already has an account (`data.reason` `auth.phone_taken`). */
const phoneTaken = () =>
  new ApiError(
    CODE.BAD_REQUEST,
    'auth.phone_registered',
    {},
    {
      reason: 'auth.phone_taken',
    },
  );

/**
 * Create a main account for `phone` (normalised, 11 digits) with `password` after checking its SMS code of purpose
 * `register`. A taken phone is refused before the code is used, so the customer can log in with it instead.
 * @throws ApiError 400 'auth.phone_registered', or the code's errors
 *   (wrong, expired, too many tries; services/accounts/codes.ts)
 */
export async function registerByPhone(
  db: DbOrTx,
  input: { phone: string; code: string; password: string },
): Promise<UserRow> {
  await consumeCode(
    db,
    { target: input.phone, purpose: 'register', code: input.code },
    {
      beforeConsume: async () => {
        if (await findUserByAccount(db, { phone: input.phone })) throw phoneTaken();
      },
    },
  );
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ phone: input.phone, userName: input.phone, passwordHash })
    .onConflictDoNothing()
    .returning();
  if (!user) throw phoneTaken();
  return user;
}
