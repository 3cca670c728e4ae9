import { useEffect, type Dispatch } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { ECS_KEYS, fetchZoneFamilies, fetchZoneImages, type ZoneFamily, type ZoneImage } from '../api/ecs-order';
import type { ConfiguratorAction } from '../configurator';

/**
 * Images and instance families of the chosen zone (react-query, cached per zone; `initial` is what the loader
 * fetched for the first zone). When both have arrived for `zoneId`, the configurator is told (`zone-catalog`) so it
 * keeps or replaces the chosen image and type.
 */
export function useZoneCatalog(
  zoneId: number | null,
  dispatch: Dispatch<ConfiguratorAction>,
  initial?: { zoneId: number; images: ZoneImage[]; families: ZoneFamily[] },
) {
  const { api } = useSession();
  const seeded = initial && initial.zoneId === zoneId;
  const images = useQuery({
    queryKey: ECS_KEYS.images(zoneId ?? 0),
    queryFn: () => fetchZoneImages(api, zoneId!),
    enabled: zoneId !== null,
    staleTime: 5 * 60_000,
    ...(seeded ? { initialData: initial.images } : {}),
  });
  const families = useQuery({
    queryKey: ECS_KEYS.families(zoneId ?? 0),
    queryFn: () => fetchZoneFamilies(api, zoneId!),
    enabled: zoneId !== null,
    staleTime: 5 * 60_000,
    ...(seeded ? { initialData: initial.families } : {}),
  });
  useEffect(() => {
    if (zoneId !== null && images.data && families.data)
      dispatch({ type: 'zone-catalog', zoneId, images: images.data, families: families.data });
  }, [zoneId, images.data, families.data, dispatch]);
  return {
    images: images.data ?? [],
    families: families.data ?? [],
    loading: images.isPending || families.isPending,
    /** The failed catalog query (images or families), shown with a retry; undefined while both are fine. */
    failure: images.isError ? images : families.isError ? families : undefined,
  };
}
