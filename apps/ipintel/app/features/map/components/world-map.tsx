/**
 * World map of recent lookups (spec §2 "map"): country shapes from world-atlas (Natural Earth 1:110m, TopoJSON)
 * drawn as SVG paths with d3-geo's Natural Earth projection — no tile server — and one circle per whole-degree cell,
 * its area proportional to the lookups there in the last 24 hours. Renders the same on the server and in the browser.
 */
import { useMemo } from 'react';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import world from 'world-atlas/countries-110m.json';
import { formatNumber } from '@lanyun/ui/format';
import type { LookupMap } from '../api/lookup-map';

const WIDTH = 960;
const HEIGHT = 480;

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

export function WorldMap({ data }: { data: LookupMap | null }) {
  const { projection, paths } = useCountryPaths();
  const cells = data?.cells ?? [];
  const max = Math.max(1, ...cells.map((c) => c.count));
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={`World map of ${formatNumber(data?.total ?? 0)} lookups in the last 24 hours`}>
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
              <circle key={`${c.lat}|${c.lon}`} cx={xy[0]} cy={xy[1]} r={2 + 10 * Math.sqrt(c.count / max)} className="fill-brand-500/60 stroke-brand-700" strokeWidth={0.5}>
                <title>{`${c.country_code ?? ''} ${formatNumber(c.count)} lookups`}</title>
              </circle>
            );
          })}
        </g>
      </svg>
      <figcaption className="mt-3 text-center text-sm text-ink-soft">
        <span data-testid="map-total">{formatNumber(data?.total ?? 0)}</span> lookups in the last 24 hours, placed by our own geolocation (whole-degree cells; no addresses are kept).
      </figcaption>
    </figure>
  );
}
