/**
 * World map of recent lookups (spec §2 "map"): country shapes from world-atlas (Natural Earth 1:110m, TopoJSON)
 * drawn as SVG paths with d3-geo's Natural Earth projection — no tile server — and one circle per whole-degree cell,
 * its area proportional to the lookups there in the last 24 hours. Renders the same on the server and in the browser.
 * Pages load it through `LazyWorldMap` (./lazy-world-map.tsx), so d3-geo and the atlas stay out of the first download.
 */
import { useMemo } from 'react';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import world from 'world-atlas/countries-110m.json';
import { useTranslation } from '@lanyun/i18n/react';
import { formatNumber } from '@lanyun/ui/format';
import type { LookupMap } from '../api/lookup-map';
import { MAP_HEIGHT as HEIGHT, MAP_WIDTH as WIDTH, MapFigure } from './map-figure';

/** Country outlines as SVG path strings (computed once). */
function useCountryPaths() {
  return useMemo(() => {
    const topo = world as unknown as Parameters<typeof feature>[0];
    const countries = feature(topo, topo.objects.countries!) as unknown as GeoJSON.FeatureCollection;
    const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], countries);
    const path = geoPath(projection);
    return { projection, paths: countries.features.map((f, i) => ({ id: String(f.id ?? i), d: path(f) ?? '' })) };
  }, []);
}

/** The map of `data` (nothing but the countries while it is null). */
export function WorldMap({ data }: { data: LookupMap | null }) {
  const { projection, paths } = useCountryPaths();
  const { t } = useTranslation();
  const cells = data?.cells ?? [];
  const max = Math.max(1, ...cells.map((c) => c.count));
  return (
    <MapFigure total={data?.total ?? 0}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('map.label', { total: formatNumber(data?.total ?? 0) })}
      >
        <g>
          {paths.map((p) => (
            <path key={p.id} d={p.d} className="fill-brand-50 stroke-brand-200" strokeWidth={0.5} />
          ))}
        </g>
        <g>
          {cells.map((c) => {
            const xy = projection([c.lon, c.lat]);
            if (!xy) return null;
            return (
              <circle
                key={`${c.lat}|${c.lon}`}
                cx={xy[0]}
                cy={xy[1]}
                r={2 + 10 * Math.sqrt(c.count / max)}
                className="fill-brand-500/60 stroke-brand-700"
                strokeWidth={0.5}
              >
                <title>{`${c.country_code ?? ''} ${formatNumber(c.count)} lookups`}</title>
              </circle>
            );
          })}
        </g>
      </svg>
    </MapFigure>
  );
}
