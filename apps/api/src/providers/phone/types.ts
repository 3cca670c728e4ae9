/**
 * The cloud-phone backend: what actually creates, runs and streams the customers' cloud phones. The platform talks to
 * it only through `PhoneBackend`; the default is the sandbox phone host (sandbox/host.ts: phone-like screens encoded
 * to H.264 by ffmpeg, with the creation delays and failures of the SIM_* settings), `none` on libvirt hosts. A real
 * adapter (phone hosts running Redroid, or a cloud-phone vendor's API) implements the same interface and is chosen
 * in index.ts.
 *
 * Every method may take seconds; it resolves when the operation finished and throws `ComputeError`
 * (providers/compute/types.ts: an English message for the logs, a reason key when the customer can act on it) when it
 * failed. `createPhone` must be safe to call again with a phone id it already created (a job a crash interrupted runs
 * again, modules/instances/services/lifecycle.ts): it returns that phone rather than create a second.
 * A phone is named by its `backendRef` (what `createPhone` returned).
 */

/** What a cloud phone is created from: the platform's phone id, the catalog region's name and the package's name. */
export interface PhoneSpec {
  phoneId: string;
  regionCode: string;
  packageName: string;
}

/**
 * A stream session on one phone (scrcpy's video and control sockets, @lanyun/contract/phone-stream): `onVideo` gets
 * the codec header, then the packets, each as one framed message; `control` applies one control message (bytes);
 * `onEnd` is told when the phone's side ends (release, reset, the host stopping) with a reason for the logs;
 * `close` ends it from this side.
 */
export interface PhoneStream {
  readonly width: number;
  readonly height: number;
  onVideo(cb: (message: Uint8Array) => void): void;
  control(message: Uint8Array): void;
  onEnd(cb: (reason: string) => void): void;
  close(): void;
}

/** Options of a stream: the highest frame rate wanted (the host's own limit applies too). */
export interface StreamOptions {
  maxFps?: number;
}

/** An APK to install: its file name and bytes (a ZIP archive). */
export interface ApkUpload {
  fileName: string;
  bytes: Buffer;
}

/** One phone host's room: how many phones it can run and runs now. */
export interface PhoneHostCapacity {
  host: string;
  phonesMax: number;
  phonesRunning: number;
}

export interface PhoneBackend {
  readonly name: string;
  /** Create a phone; resolves with the backend's reference to it. */
  createPhone(spec: PhoneSpec): Promise<{ backendRef: string }>;
  /** Power a stopped phone on. */
  startPhone(backendRef: string): Promise<void>;
  /** Power a phone off (its data stays). */
  stopPhone(backendRef: string): Promise<void>;
  /** Restart a phone (streams open on it end). */
  rebootPhone(backendRef: string): Promise<void>;
  /** Reset a phone to factory state: installed apps and data are wiped (streams open on it end). */
  resetPhone(backendRef: string): Promise<void>;
  /** Release a phone the backend created (streams open on it end). */
  releasePhone(backendRef: string): Promise<void>;
  /** The phone's screen now, as a PNG image. */
  screenshot(backendRef: string): Promise<Buffer>;
  /** Open a stream session (video out, control in). */
  openStream(backendRef: string, options?: StreamOptions): Promise<PhoneStream>;
  /** Install an APK; resolves with the package name and label the phone shows. */
  installApk(backendRef: string, apk: ApkUpload): Promise<{ packageName: string; label: string }>;
  /** The hosts' capacity. */
  capacity(): Promise<PhoneHostCapacity[]>;
}
