/**
 * Who watches which cloud phone in this API process: the relay of routes/phone/phone-stream-socket.ts joins each open
 * stream here. One viewer of a phone controls it — the first whose ticket asked for control while nobody else holds
 * it; the others watch read-only (their control messages are dropped). When the controller leaves, control stays
 * free until a new stream asks for it. `endPhoneStreams` ends every stream of a phone (its release).
 */

/** One open stream of a phone, as the relay sees it. */
export interface RelayViewer {
  /** End this stream, with the reason key the browser shows. */
  end(reason: 'phone.stream_expired' | 'phone.stream_needs_running'): void;
}

const phones = new Map<string, { controller: RelayViewer | null; viewers: Set<RelayViewer> }>();

/** Join `phoneId`'s viewers; returns the role given (`control` only when asked for and free). */
export function joinPhone(phoneId: string, viewer: RelayViewer, wantsControl: boolean): 'control' | 'view' {
  let p = phones.get(phoneId);
  if (!p) {
    p = { controller: null, viewers: new Set() };
    phones.set(phoneId, p);
  }
  p.viewers.add(viewer);
  if (wantsControl && !p.controller) {
    p.controller = viewer;
    return 'control';
  }
  return 'view';
}

/** Leave (a closed stream). */
export function leavePhone(phoneId: string, viewer: RelayViewer): void {
  const p = phones.get(phoneId);
  if (!p) return;
  p.viewers.delete(viewer);
  if (p.controller === viewer) p.controller = null;
  if (p.viewers.size === 0) phones.delete(phoneId);
}

/** How many streams of `phoneId` are open in this process. */
export function phoneViewerCount(phoneId: string): number {
  return phones.get(phoneId)?.viewers.size ?? 0;
}

/** End every open stream of `phoneId` (released: it no longer runs). */
export function endPhoneStreams(phoneId: string): void {
  for (const v of [...(phones.get(phoneId)?.viewers ?? [])]) v.end('phone.stream_needs_running');
}
