/** The success toast for an API answer: its own message, or `fallback` when it is the generic "ok" (or empty). */
export function successMessage(msg: string | null | undefined, fallback: string): string {
  return msg && msg.toLowerCase() !== 'ok' && msg.toLowerCase() !== 'success' ? msg : fallback;
}
