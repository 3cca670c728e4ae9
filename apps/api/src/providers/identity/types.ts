/**
 * Real-name checks of a person go through this interface: the ID number and name are compared with
 * the national identity records (二要素核验). Providers: `sandbox` (default; answers from the input,
 * see sandbox.ts) and `aliyun` (Alibaba Cloud ID verification, Id2MetaVerify). Chosen by
 * `ID_VERIFY_PROVIDER` (index.ts).
 */

/** A person to check: the name as on the ID card and the 18-character resident ID number. */
export interface IdentityQuery {
  realName: string;
  idNumber: string;
}

/**
 * The provider's answer. `match`: the name and number belong together (the account may be verified
 * at once); `mismatch`: they do not, or the number has no record; `unavailable`: the provider could
 * not answer (down, timed out, refused our credentials). `note` is the provider's own code and
 * message, kept for the reviewing operator.
 */
export interface IdentityAnswer {
  result: 'match' | 'mismatch' | 'unavailable';
  note: string;
}

export interface IdentityProvider {
  readonly name: string;
  /** Check one person. Never throws: a failure to ask is the answer `unavailable`. */
  check(query: IdentityQuery): Promise<IdentityAnswer>;
}
