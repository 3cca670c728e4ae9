/**
 * Placeholder for the world map of coverage (spec §2 "map"); a later issue replaces it with a d3 world map.
 */
export function MapPlaceholder() {
  return (
    <div
      role="img"
      aria-label="World coverage map (coming soon)"
      className="relative flex h-72 items-center justify-center overflow-hidden rounded-2xl border border-line bg-[radial-gradient(circle_at_1px_1px,rgba(15,122,113,0.25)_1px,transparent_0)] [background-size:14px_14px]"
    >
      <div className="rounded-xl bg-white/90 px-6 py-4 text-center shadow-sm">
        <p className="text-lg font-semibold text-ink">Coverage in 240+ countries and territories</p>
        <p className="mt-1 text-sm text-ink-soft">IPv4 and IPv6 · city-level precision · interactive map coming soon</p>
      </div>
    </div>
  );
}
