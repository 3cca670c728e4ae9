/**
 * Pointer input on the phone's canvas mapped to the phone's pixels: the canvas is shown scaled (CSS) keeping the
 * video's aspect ratio, so a point at (clientX, clientY) in its box `rect` is the phone pixel at the same fraction of
 * the video's width and height, clamped to the screen.
 */

/** The phone pixel under a pointer: `rect` the canvas's box on the page, `width`×`height` the video's size. */
export function toPhonePoint(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
  width: number,
  height: number,
): { x: number; y: number } {
  const fx = rect.width > 0 ? (clientX - rect.left) / rect.width : 0;
  const fy = rect.height > 0 ? (clientY - rect.top) / rect.height : 0;
  return {
    x: Math.min(width - 1, Math.max(0, Math.round(fx * width))),
    y: Math.min(height - 1, Math.max(0, Math.round(fy * height))),
  };
}

/** A rolling rate: `tick()` at each event, `perSecond()` the events of the last second. */
export function rateMeter(now: () => number = () => performance.now()) {
  const times: number[] = [];
  return {
    tick() {
      times.push(now());
    },
    perSecond() {
      const t = now();
      while (times.length && times[0]! < t - 1000) times.shift();
      return times.length;
    },
  };
}
