/**
 * Answers whose data is a kept copy: an object this process hands, unchanged, to every request that asks within the
 * copy's lifetime (the first page of an account's instances, services/instances/list-copies.ts; the first page of the
 * news, services/content/news-cache.ts). Its service marks it with {@link keepAnswer}; the API's serializer
 * (response-serializer.ts) then writes `ok(copy)` once per route, keeps the bytes beside the copy (by the copy's
 * identity, so they go when it does) and answers them as a Buffer to the following requests. That saves the JSON
 * writer's pass and, because the answer is already bytes, the content length's and the socket write's passes over a
 * string. What it buys today: README.md here; `SPEED_KEPT_ANSWERS=off` (or `SPEED_MACHINERY=off`) writes every
 * answer anew (the marks stay, unread).
 *
 * The rule a marked object must keep: it is never changed after it is marked (a change makes a new object). Under the
 * serializer's `check` (the tests), every kept answer is written again and compared, so a change would fail the
 * request.
 */

const kept = new WeakSet<object>();

/** Mark `data` as a kept copy (see the module); returns it. */
export function keepAnswer<T extends object>(data: T): T {
  kept.add(data);
  return data;
}

/** The kept copy a success envelope `{code: 200, msg: 'ok', data}` carries, or undefined for any other answer. */
export function keptData(payload: unknown): object | undefined {
  if (payload === null || typeof payload !== 'object') return undefined;
  const p = payload as { code?: unknown; msg?: unknown; data?: unknown };
  const data = p.data;
  if (data === null || typeof data !== 'object' || !kept.has(data)) return undefined;
  return p.code === 200 && p.msg === 'ok' ? data : undefined;
}
