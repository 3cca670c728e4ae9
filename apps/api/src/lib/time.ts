/**
 * Times as Chinese customers read them: Beijing time (Asia/Shanghai, UTC+8 all year) written `YYYY-MM-DD HH:mm:ss`,
 * for the cells of Chinese CSV exports (the answers' JSON keeps Unix seconds).
 */
const BEIJING = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `d` in Beijing time, `YYYY-MM-DD HH:mm:ss` (the sv-SE form of Intl is the ISO order with a space). */
export function beijingTime(d: Date): string {
  return BEIJING.format(d);
}
