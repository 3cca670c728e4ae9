/**
 * The world map, loaded when it comes near the viewport: d3-geo, topojson-client and the world atlas (~40 KB of
 * gzip JavaScript) are not part of the page's first download, and the server sends a placeholder of the map's exact
 * size (2:1, full width) instead of ~180 country paths. The caption with the lookup total is there from the start.
 * Without IntersectionObserver the map loads right after hydration.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { LookupMap } from '../api/lookup-map';
import { MapFigure } from './map-figure';

const WorldMap = lazy(() => import('./world-map').then((m) => ({ default: m.WorldMap })));

/** How far below the viewport the map starts loading, so it is usually drawn by the time it is scrolled to. */
const PRELOAD_MARGIN = '400px';

/** {@link WorldMap} of `data`, loaded on approach; until then a same-sized placeholder in the captioned frame. */
export function LazyWorldMap({ data }: { data: LookupMap | null }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = placeholder.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: PRELOAD_MARGIN,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  const fallback = (
    <MapFigure total={data?.total ?? 0}>
      <div ref={placeholder} className="aspect-[2/1] w-full rounded-lg bg-brand-50/50" aria-hidden="true" />
    </MapFigure>
  );
  if (!near) return fallback;
  return (
    <Suspense fallback={fallback}>
      <WorldMap data={data} />
    </Suspense>
  );
}
