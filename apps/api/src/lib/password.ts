/**
 * Password hashing (argon2id) with a configurable cost. Production always uses at least
 * {@link PASSWORD_HASH_DEFAULTS} (the argon2 library's defaults: 64 MiB, 3 passes; config-guard.ts refuses a
 * production start with less); the test stack lowers it (PASSWORD_HASH_MEMORY_KIB / PASSWORD_HASH_TIME_COST) so a
 * sign-up does not cost most of a second of CPU. A stored hash carries its own parameters, so hashes made at any
 * cost keep verifying after the setting changes.
 */
import argon2 from 'argon2';

/** The production cost: memory in KiB and passes (argon2's own defaults). */
export const PASSWORD_HASH_DEFAULTS = { memoryKib: 65_536, timeCost: 3 } as const;

let cost: { memoryKib: number; timeCost: number } = { ...PASSWORD_HASH_DEFAULTS };

/**
 * Set the cost of new hashes for this process (server start-up and the test harness call it with the
 * configuration, before seeding). Without a call the production cost applies.
 */
export function configurePasswordHashing(config: {
  PASSWORD_HASH_MEMORY_KIB: number;
  PASSWORD_HASH_TIME_COST: number;
}): void {
  cost = { memoryKib: config.PASSWORD_HASH_MEMORY_KIB, timeCost: config.PASSWORD_HASH_TIME_COST };
}

/** An argon2id hash of `password` at the configured cost (a self-describing `$argon2id$…` string). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.timeCost });
}

/** Whether `password` matches `hash` (at the cost recorded in the hash). */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}
