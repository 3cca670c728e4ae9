/**
 * The frame of the world map of recent lookups: the figure with its caption (the lookup total), around either the
 * map itself (`WorldMap`) or the placeholder `LazyWorldMap` shows until the map's code has loaded. The map is drawn
 * in a MAP_WIDTH × MAP_HEIGHT (2:1) view box at full width, so a placeholder of the same aspect ratio takes exactly
 * its space and swapping them shifts nothing.
 */
import type { ReactNode } from 'react';
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { formatNumber } from '@lanyun/ui/format';

/** Width of the map's SVG view box (user units). */
export const MAP_WIDTH = 960;
/** Height of the map's SVG view box (user units); the map is MAP_WIDTH / MAP_HEIGHT = 2:1. */
export const MAP_HEIGHT = 480;

/** `children` (the map or its placeholder) captioned with `total` lookups in the last 24 hours. */
export function MapFigure({ total, children }: { total: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <figure>
      {children}
      <figcaption className="mt-3 text-center text-sm text-ink-soft">
        <Trans
          t={t}
          i18nKey="map.caption"
          values={{ total: formatNumber(total) }}
          components={{ n: <span data-testid="map-total" /> }}
        />
      </figcaption>
    </figure>
  );
}
