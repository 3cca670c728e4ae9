/**
 * Resend countdown for verification codes (send_sms_code / send_email_code allow one code per 60 s).
 * `useCountdown()` counts whole seconds down from a deadline, so a throttled or backgrounded tab still ends on time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Default resend wait after sending a code, in seconds. */
export const CODE_RESEND_SECONDS = 60;

/** Whole seconds left until `endsAt` (ms timestamp) at `now`, never negative; rounds up so "1" shows until the end. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** What {@link useCountdown} returns. */
export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining: number;
  /** True while counting. */
  running: boolean;
  /** Starts (or restarts) the countdown from `seconds` (default 60). */
  start: (seconds?: number) => void;
  /** Stops and resets to 0. */
  reset: () => void;
}

/**
 * A seconds countdown: `start(60)` then `remaining` goes 60, 59, … 0 once per second. The timer is cleared on
 * unmount. `now` is injectable for tests (defaults to `Date.now`).
 */
export function useCountdown(now: () => number = Date.now): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);
  const nowRef = useRef(now);
  nowRef.current = now;

  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const left = secondsLeft(endsAt, nowRef.current());
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number = CODE_RESEND_SECONDS) => {
    const s = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : CODE_RESEND_SECONDS;
    setRemaining(s);
    setEndsAt(nowRef.current() + s * 1000);
  }, []);

  const reset = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, running: remaining > 0, start, reset };
}
