/** The Lanyun Cloud logo mark and word mark. */
export function Brand({ name = 'Lanyun Cloud', light = false }: { name?: string; light?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1d56f5" />
        <path d="M8 20.5a5 5 0 015-5 6.5 6.5 0 0112.4 1.8A3.6 3.6 0 0124 24.5H11.5A3.5 3.5 0 018 21z" fill="#fff" />
      </svg>
      <span className={light ? 'text-white' : undefined}>{name}</span>
    </span>
  );
}
