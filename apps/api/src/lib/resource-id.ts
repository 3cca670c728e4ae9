/**
 * Public ids of a customer's resources, in the clouds' style (`i-…` an ECS instance, `d-…` a cloud disk, `s-…` a
 * snapshot, `sg-…` a security group, `cp-…` a cloud phone): the prefix, a hyphen and 12 lower-case letters and digits
 * from 9 random bytes (72 bits; base64url's `-` and `_` written as `x`). Unique by chance; the tables' unique indexes
 * refuse the rare repeat.
 */
import { randomBytes } from 'node:crypto';

/** A new id `<prefix>-` + 12 characters of [a-z0-9]. */
export function resourceId(prefix: string): string {
  return `${prefix}-${randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
}
