import type { Region, RegionArea } from '../api/products.server';

/** Regions grouped by area (from /v1/get_region_father and /v1/get_region_zone), with their zones. */
export function RegionList({ areas, regions }: { areas: RegionArea[]; regions: Region[] }) {
  if (!regions.length) return <p className="text-center text-ink-muted">Region information is not available right now.</p>;
  const groups = areas.length
    ? areas.map((a) => ({ area: a.name, regions: regions.filter((r) => r.father_id === a.id) })).filter((g) => g.regions.length)
    : [{ area: 'Regions', regions }];
  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <div key={g.area}>
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">{g.area}</h3>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {g.regions.map((r) => (
              <div key={r.id} className="rounded-lg border border-line bg-white p-4">
                <p className="font-medium text-ink">{r.name}</p>
                <p className="text-xs text-ink-muted">{r.code}</p>
                <p className="mt-2 text-sm text-ink-soft">
                  {r.zones.length} zone{r.zones.length === 1 ? '' : 's'}: {r.zones.map((z) => z.name).join(', ')}
                </p>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
