/**
 * The browser's signal that the API refused a sensitive action for want of a recent second factor: the client's
 * warning handler calls {@link requestStepUp}; the step-up host (step-up.tsx) listens and asks for a code.
 */

/** Name of the window event. */
export const STEP_UP_EVENT = 'lanyun:step-up';

/** Ask the page for the two-factor code (no-op outside the browser). */
export function requestStepUp(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(STEP_UP_EVENT));
}
