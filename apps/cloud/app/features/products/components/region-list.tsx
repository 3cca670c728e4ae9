import { useTranslation } from '@lanyun/i18n/react';
import type { Region, RegionArea } from '../api/products.server';

/** Regions grouped by area (from /v1/get_region_father and /v1/get_region_zone), with their zones. */
export function RegionList({ areas, regions }: { areas: RegionArea[]; regions: Region[] }) {
  const { t } = useTranslation();
  if (!regions.length) return <p className="text-center text-ink-muted">{t('ecs.regions.unavailable')}</p>;
  const groups = areas.length
    ? areas
        .map((a) => ({ area: a.name, regions: regions.filter((r) => r.father_id === a.id) }))
        .filter((g) => g.regions.length)
    : [{ area: t('order.location.regions'), regions }];
  return (
    <div className="space-y-8">
      {groups.map((g) => (
        <div key={g.area}>
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">{g.area}</h3>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {g.regions.map((r) => (
              <div key={r.id} className="rounded-lg border border-line bg-white p-4">
                <p className="font-medium text-ink">{r.name}</p>
                <p className="text-xs text-ink-muted" translate="no">
                  {r.code}
                </p>
                <p className="mt-2 text-sm text-ink-soft">
                  {t('ecs.regions.zones', {
                    count: r.zones.length,
                    names: r.zones.map((z) => z.name).join(t('common.listSeparator')),
                  })}
                </p>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
