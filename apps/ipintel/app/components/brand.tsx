/** The Lanyun IP Intelligence logo mark and name. */
export function Brand({ light = false }: { light?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f7a71" />
        <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M8 16h16M16 8c3 3 3 13 0 16M16 8c-3 3-3 13 0 16" fill="none" stroke="#fff" strokeWidth="1.6" />
      </svg>
      <span className={light ? 'text-white' : undefined}>Lanyun IP Intelligence</span>
    </span>
  );
}
