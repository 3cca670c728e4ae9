import { useEffect, useState } from 'react';

/**
 * `value` after it has stopped changing for `delayMs` (spec §9: 500 ms for live inputs). Objects are compared by
 * their JSON, so a re-created but equal object does not restart the pause.
 */
export function useDebouncedValue<T>(value: T, delayMs = 500): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // `key` stands for `value`: an equal value must not restart the timer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (the JSON of `value`) is the dependency
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
