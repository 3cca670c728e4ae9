import type { Dispatch } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { ChoiceGroup, Step } from '../../../components/choice-group';
import type { CatalogRegion, ConfiguratorAction, ConfiguratorState } from '../configurator';

/** Region (grouped by parent area, from /v1/get_region_father) and zone. */
export function LocationStep({
  areas,
  regions,
  state,
  dispatch,
}: {
  areas: Array<{ id: number; name: string }>;
  regions: CatalogRegion[];
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
}) {
  const { t } = useTranslation();
  const groups = areas.length
    ? areas
        .map((a) => ({ name: a.name, regions: regions.filter((r) => r.father_id === a.id) }))
        .filter((g) => g.regions.length)
    : [{ name: t('order.location.regions'), regions }];
  const region = regions.find((r) => r.id === state.regionId);
  return (
    <>
      <Step title={t('order.location.region')}>
        {groups.map((g) => (
          <div key={g.name}>
            <p className="mb-1.5 text-xs font-medium tracking-wide text-ink-muted uppercase">{g.name}</p>
            <ChoiceGroup
              label={t('order.location.regionOf', { area: g.name })}
              size="sm"
              choices={g.regions.map((r) => ({ value: r.id, label: r.name }))}
              value={state.regionId}
              onChange={(id) => {
                const next = regions.find((r) => r.id === id);
                if (next) dispatch({ type: 'region', region: next });
              }}
            />
          </div>
        ))}
        <p className="text-xs text-ink-muted">{t('order.location.regionHint')}</p>
      </Step>
      <Step title={t('order.location.zone')}>
        <ChoiceGroup
          label={t('order.location.zone')}
          size="sm"
          choices={(region?.zones ?? []).map((z) => ({ value: z.id, label: z.name }))}
          value={state.zoneId}
          onChange={(zoneId) => dispatch({ type: 'zone', zoneId })}
        />
      </Step>
    </>
  );
}
