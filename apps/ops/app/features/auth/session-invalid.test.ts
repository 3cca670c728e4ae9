import { describe, expect, it, vi } from 'vitest';
import { createOpsSessionInvalidHandler, loginPath, SESSION_INVALID_DELAY_MS } from './session-invalid';

describe('loginPath', () => {
  it('remembers where the operator was', () => {
    expect(loginPath('/real-name?status=3')).toBe('/login?redirect=%2Freal-name%3Fstatus%3D3');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fx')).toBe('/login');
  });
});

describe('createOpsSessionInvalidHandler', () => {
  it('drops the token at once and goes to log-in after 1 s, once for several 506s', () => {
    const clear = vi.fn();
    const navigate = vi.fn();
    const timers: Array<{ fn: () => void; ms: number }> = [];
    const onInvalid = createOpsSessionInvalidHandler({
      clear,
      navigate,
      currentPath: () => '/real-name',
      schedule: (fn, ms) => timers.push({ fn, ms }),
    });
    onInvalid();
    onInvalid();
    expect(clear).toHaveBeenCalledTimes(2);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(SESSION_INVALID_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
    timers[0]!.fn();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Freal-name');
  });
});
