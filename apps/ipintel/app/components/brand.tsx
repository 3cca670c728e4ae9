/**
 * The Lanyun IP Intelligence logo mark and name. `compact` (the header): below the `sm` breakpoint only the mark is
 * seen (the name stays the link's accessible name), so the header's actions fit a 390 px phone.
 */
export function Brand({ light = false, compact = false }: { light?: boolean; compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f7a71" />
        <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M8 16h16M16 8c3 3 3 13 0 16M16 8c-3 3-3 13 0 16" fill="none" stroke="#fff" strokeWidth="1.6" />
      </svg>
      <span
        className={[light ? 'text-white' : '', compact ? 'sr-only sm:not-sr-only' : ''].join(' ').trim() || undefined}
      >
        Lanyun IP Intelligence
      </span>
    </span>
  );
}
