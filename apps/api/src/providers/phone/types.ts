/**
 * The cloud-phone backend: what actually creates and releases the customers' cloud phones. The platform talks to it
 * only through `PhoneBackend`; the default is `simulatedPhones` (simulator.ts, SIM_* settings). A real adapter (a
 * cloud-phone vendor's API) implements the same interface and is chosen in index.ts.
 *
 * Every method may take seconds; it resolves when the operation finished and throws `ComputeError`
 * (providers/compute/types.ts: an English message for the logs, a reason key when the customer can act on it) when it
 * failed. `createPhone` must be safe to call again with a phone id it already created (a job a crash interrupted runs
 * again, modules/instances/services/lifecycle.ts): it returns that phone rather than create a second.
 */

/** What a cloud phone is created from: the platform's phone id, the catalog region's name and the package's name. */
export interface PhoneSpec {
  phoneId: string;
  regionCode: string;
  packageName: string;
}

export interface PhoneBackend {
  readonly name: string;
  /** Create a phone; resolves with the backend's reference to it. */
  createPhone(spec: PhoneSpec): Promise<{ backendRef: string }>;
  /** Release a phone the backend created. */
  releasePhone(backendRef: string): Promise<void>;
}
