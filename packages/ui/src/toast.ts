/**
 * Toast policy (spec §4 "Toasts", §9): each toast lasts about 3 s, at most 3 are kept, and when a 4th
 * arrives the OLDEST is removed first. Types follow the spec's numbering: 1 success, 2 error, 3 warning,
 * anything else a plain message.
 *
 * Sonner alone only hides toasts beyond `visibleToasts` (they stay mounted and come back when newer ones
 * close), so {@link ToastQueue} dismisses the oldest explicitly.
 *
 * Sonner's code is downloaded with the first toast (or when `<Toaster/>` mounts its container after the page has
 * loaded), not with the page: most page views show no toast.
 */

/** Downloads sonner (once; every later call gets the same module). */
export const loadSonner = () => import('sonner');

let toastsWanted = false;
const wantedListeners = new Set<() => void>();

/**
 * Calls `listener` once a toast has been shown (at once if one already has); `<Toaster/>` mounts Sonner's container
 * then at the latest. Returns the unsubscribe function.
 */
export function whenToastsWanted(listener: () => void): () => void {
  if (toastsWanted) {
    listener();
    return () => undefined;
  }
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
}

/** How long a toast stays, in milliseconds (spec §9: "Toast 3 s"). */
export const TOAST_DURATION_MS = 3000;
/** How many toasts are kept at once (spec §9: "max 3"). */
export const MAX_TOASTS = 3;

/** Spec toast type: 1 success, 2 error, 3 warning; undefined (or anything else) a plain message. */
export type ToastType = 1 | 2 | 3 | undefined;

/** Identifier of a toast as sonner returns it. */
export type ToastId = string | number;

/**
 * Keeps the ids of open toasts in arrival order and decides which to evict.
 * Pure bookkeeping (no sonner calls) so the policy is unit-testable.
 */
export class ToastQueue {
  private ids: ToastId[] = [];

  constructor(private readonly max: number = MAX_TOASTS) {}

  /** Records a new toast; returns the ids (oldest first) that must be dismissed to stay within the limit. */
  add(id: ToastId): ToastId[] {
    this.ids = this.ids.filter((existing) => existing !== id);
    this.ids.push(id);
    const overflow = this.ids.length - this.max;
    return overflow > 0 ? this.ids.splice(0, overflow) : [];
  }

  /** Forgets a toast that closed on its own or was dismissed. */
  remove(id: ToastId): void {
    this.ids = this.ids.filter((existing) => existing !== id);
  }

  /** Open toast ids, oldest first. */
  current(): readonly ToastId[] {
    return this.ids;
  }
}

const queue = new ToastQueue(MAX_TOASTS);
let counter = 0;

/** Minimal surface of sonner used here; replaceable in tests. */
export interface ToastBackend {
  show(kind: 'success' | 'error' | 'warning' | 'message', message: string, options: ToastShowOptions): ToastId;
  dismiss(id: ToastId): void;
}

/** Options forwarded to the backend for every toast. */
export interface ToastShowOptions {
  id: ToastId;
  duration: number;
  onDismiss: () => void;
  onAutoClose: () => void;
}

// Calls run in order: each waits for the same download. Sonner keeps toasts made before its container subscribed.
const sonnerBackend: ToastBackend = {
  show: (kind, message, options) => {
    if (!toastsWanted) {
      toastsWanted = true;
      for (const listener of wantedListeners) listener();
      wantedListeners.clear();
    }
    void loadSonner().then(({ toast: sonner }) => sonner[kind](message, options));
    return options.id;
  },
  dismiss: (id) => {
    if (toastsWanted) void loadSonner().then(({ toast: sonner }) => sonner.dismiss(id));
  },
};

/**
 * Shows a toast through `backend` while enforcing the max-3/oldest-first policy with `policyQueue`.
 * Exported for tests; app code uses {@link toast} or {@link notify}.
 */
export function showToast(
  kind: 'success' | 'error' | 'warning' | 'message',
  message: string,
  backend: ToastBackend = sonnerBackend,
  policyQueue: ToastQueue = queue,
): ToastId {
  counter += 1;
  const id: ToastId = `lanyun-toast-${counter}`;
  const forget = () => policyQueue.remove(id);
  for (const evicted of policyQueue.add(id)) backend.dismiss(evicted);
  backend.show(kind, message, { id, duration: TOAST_DURATION_MS, onDismiss: forget, onAutoClose: forget });
  return id;
}

/** Maps a spec toast type (1/2/3/other) to the toast kind. */
export function toastKind(type: ToastType | number | null): 'success' | 'error' | 'warning' | 'message' {
  if (type === 1) return 'success';
  if (type === 2) return 'error';
  if (type === 3) return 'warning';
  return 'message';
}

/** Shows a toast by spec type number: `notify(3, msg)` is a warning (what the SDK's onWarning uses). */
export function notify(type: ToastType | number | null, message: string): ToastId {
  return showToast(toastKind(type), message);
}

/** Toast helper: success (type 1), error (2), warning (3), message (plain). Render `<Toaster/>` once per app. */
export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  warning: (message: string) => showToast('warning', message),
  message: (message: string) => showToast('message', message),
  dismiss: (id?: ToastId) => {
    if (id === undefined) {
      for (const open of [...queue.current()]) queue.remove(open);
      if (toastsWanted) void loadSonner().then(({ toast: sonner }) => sonner.dismiss());
    } else {
      queue.remove(id);
      sonnerBackend.dismiss(id);
    }
  },
};
