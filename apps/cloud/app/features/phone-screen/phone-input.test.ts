import { describe, expect, it } from 'vitest';
import { rateMeter, toPhonePoint } from './phone-input';

describe('toPhonePoint', () => {
  it('maps a point of the scaled canvas to the phone pixel, clamped to the screen', () => {
    const rect = { left: 10, top: 20, width: 360, height: 640 };
    expect(toPhonePoint(rect, 10 + 180, 20 + 320, 720, 1280)).toEqual({ x: 360, y: 640 });
    expect(toPhonePoint(rect, 10 + 45, 20 + 100, 720, 1280)).toEqual({ x: 90, y: 200 });
    expect(toPhonePoint(rect, 0, 0, 720, 1280)).toEqual({ x: 0, y: 0 });
    expect(toPhonePoint(rect, 9999, 9999, 720, 1280)).toEqual({ x: 719, y: 1279 });
  });
});

describe('rateMeter', () => {
  it('counts the events of the last second', () => {
    let t = 0;
    const m = rateMeter(() => t);
    for (let i = 0; i < 30; i++) (t += 50), m.tick();
    expect(m.perSecond()).toBe(21);
  });
});
