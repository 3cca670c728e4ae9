/**
 * Real-name checks of a person go through this interface: the ID number and name are compared with
 * the national identity records (二要素核验). Providers: `sandbox` (default; answers from the input,
 * see sandbox.ts) and `aliyun` (Alibaba Cloud ID verification, Id2MetaVerify). Chosen by
 * `ID_VERIFY_PROVIDER` (index.ts). A provider may also offer a face liveness check (实人认证: the customer opens
 * the provider's page and films their face, which is compared with the ID photo on record), used when
 * IDENTITY_LIVENESS=on.
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

/** A liveness check to start: the person, our own reference of it, where to send the customer back. */
export interface LivenessQuery extends IdentityQuery {
  /** Our unique reference (letters and digits, at most 32). */
  outerOrderNo: string;
  returnUrl: string;
  /** The environment string the provider's browser script produced (MetaInfo), when the page sends one. */
  metaInfo?: string;
}

/** A started liveness check: the provider's id of it and the page the customer opens. */
export interface LivenessStart {
  certifyId: string;
  url: string;
}

/**
 * The outcome of a liveness check: `passed` / `failed` (the face was or was not the ID's person, or not live),
 * `pending` (not finished yet), `unavailable` (the provider could not answer). `note`: its code and message.
 */
export interface LivenessResult {
  result: 'passed' | 'failed' | 'pending' | 'unavailable';
  note: string;
}

/** The optional face liveness step of a provider. */
export interface LivenessCheck {
  /** @throws Error when the provider refuses to start one (the caller answers that the service is unavailable) */
  start(query: LivenessQuery): Promise<LivenessStart>;
  /** The outcome of `certifyId`. Never throws: a failure to ask is `unavailable`. */
  result(certifyId: string): Promise<LivenessResult>;
}

export interface IdentityProvider {
  readonly name: string;
  /** Check one person. Never throws: a failure to ask is the answer `unavailable`. */
  check(query: IdentityQuery): Promise<IdentityAnswer>;
  /** The face liveness step, when the provider offers one. */
  readonly liveness?: LivenessCheck;
}
