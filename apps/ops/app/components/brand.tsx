/** The console's logo: the Lanyun mark in slate with the word mark "Lanyun Ops". */
export function Brand({ light = false }: { light?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={light ? '#475569' : '#334155'} />
        <path
          d="M16 6l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V9z"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M12.5 16l2.5 2.5 4.5-5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={light ? 'text-white' : undefined}>Lanyun Ops</span>
    </span>
  );
}
