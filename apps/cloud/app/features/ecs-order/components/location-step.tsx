import type { Dispatch } from 'react';
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
  const groups = areas.length
    ? areas.map((a) => ({ name: a.name, regions: regions.filter((r) => r.father_id === a.id) })).filter((g) => g.regions.length)
    : [{ name: 'Regions', regions }];
  const region = regions.find((r) => r.id === state.regionId);
  return (
    <>
      <Step title="Region">
        {groups.map((g) => (
          <div key={g.name}>
            <p className="mb-1.5 text-xs font-medium tracking-wide text-ink-muted uppercase">{g.name}</p>
            <ChoiceGroup
              label={`Region: ${g.name}`}
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
        <p className="text-xs text-ink-muted">Instances in different regions cannot talk over the private network. Choose the region nearest your users.</p>
      </Step>
      <Step title="Zone">
        <ChoiceGroup
          label="Zone"
          size="sm"
          choices={(region?.zones ?? []).map((z) => ({ value: z.id, label: z.name }))}
          value={state.zoneId}
          onChange={(zoneId) => dispatch({ type: 'zone', zoneId })}
        />
      </Step>
    </>
  );
}
