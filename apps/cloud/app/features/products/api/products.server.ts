/**
 * Product catalogue loaders (server only): regions and zones, ECS instance families, disks and purchase durations,
 * cloud-phone packages, downloads. Every price comes from the API's catalog (yuan strings); nothing here holds a
 * price of its own. Each takes the page's request, so names come back in the visitor's language (the API's catalog
 * keeps English and Chinese names). Empty values on failure so product pages still render.
 */
import type { DataOf } from '@lanyun/api-sdk';
import { dataOr } from '@lanyun/session/server';
import { publicApi } from '@lanyun/site-kit/api.server';
import type { CatalogFacts } from '../catalog-facts';
import { mergeFamilies, type EcsFamily } from '../price-list';

export type PhonePackage = DataOf<'/phone/get_pdc_pkg_id'>[number];
export type RegionArea = DataOf<'/v1/get_region_father'>[number];
export type Region = DataOf<'/v1/get_region_zone'>[number];
export type DownloadItem = DataOf<'/v1/download_list'>[number];
export type DiskType = DataOf<'/v1/get_disk'>[number];
export type Duration = DataOf<'/v1/get_duration'>[number];

/** Cloud-phone packages with monthly prices in yuan. */
export function getPhonePackages(request: Request): Promise<PhonePackage[]> {
  return dataOr<PhonePackage[]>(publicApi(request).call('/phone/get_pdc_pkg_id'), []);
}

/** Region areas ("Mainland China", "Asia Pacific", …). */
export function getRegionAreas(request: Request): Promise<RegionArea[]> {
  return dataOr<RegionArea[]>(publicApi(request).call('/v1/get_region_father'), []);
}

/** Regions with their zones, optionally for one area. */
export function getRegions(request: Request, fatherId?: number): Promise<Region[]> {
  return dataOr<Region[]>(publicApi(request).call('/v1/get_region_zone', fatherId ? { father_id: fatherId } : {}), []);
}

/** Cloud disk categories with their price per GB per month. */
export function getDisks(request: Request): Promise<DiskType[]> {
  return dataOr<DiskType[]>(publicApi(request).call('/v1/get_disk'), []);
}

/** Purchase durations with the percentage of the list price paid. */
export function getDurations(request: Request): Promise<Duration[]> {
  return dataOr<Duration[]>(publicApi(request).call('/v1/get_duration'), []);
}

/** Client downloads (name, platform, version, size, sha256, url). */
export function getDownloads(request: Request): Promise<DownloadItem[]> {
  return dataOr<DownloadItem[]>(publicApi(request).call('/v1/download_list'), []);
}

/** What the price pages and the ECS page show: the catalog as the reference region offers it. */
export interface EcsCatalog {
  areas: RegionArea[];
  regions: Region[];
  /** The region whose list prices are shown (the first region of the first area: mainland prices). */
  referenceRegion: Region | null;
  /** Families with every instance type offered in one of the reference region's zones. */
  families: EcsFamily[];
  disks: DiskType[];
  durations: Duration[];
}

/**
 * Loads the ECS catalog for the price tables: areas, regions, disks, durations, and the families of the reference
 * region (the union over its zones, since zones differ in what they offer).
 */
export async function getEcsCatalog(request: Request): Promise<EcsCatalog> {
  const [areas, regions, disks, durations] = await Promise.all([
    getRegionAreas(request),
    getRegions(request),
    getDisks(request),
    getDurations(request),
  ]);
  const referenceRegion =
    (areas[0] ? regions.find((r) => r.father_id === areas[0]!.id) : undefined) ?? regions[0] ?? null;
  const lists = await Promise.all(
    (referenceRegion?.zones ?? []).map((z) =>
      dataOr<EcsFamily[]>(publicApi(request).call('/v1/get_region_zone_instance_config', { zone_id: z.id }), []),
    ),
  );
  return { areas, regions, referenceRegion, families: mergeFamilies(lists), disks, durations };
}

/**
 * The catalog figures pages quote (catalog-facts.ts), from /v1/catalog_facts: region and zone counts, and the "from"
 * prices the API computes from the cheapest configuration a customer can order (system disk included). Zero counts
 * and null prices when the API cannot say, so pages fall back to wording without figures.
 */
export async function getCatalogFacts(request: Request): Promise<CatalogFacts> {
  const [facts, trialDays] = await Promise.all([
    dataOr<DataOf<'/v1/catalog_facts'> | null>(publicApi(request).call('/v1/catalog_facts'), null),
    getTrialDays(request),
  ]);
  return {
    ecsFrom: facts?.ecs_from?.price_month ?? null,
    ecsFromDiskGb: facts?.ecs_from?.config.system_disk_gb ?? null,
    phoneFrom: facts?.phone_from ?? null,
    regions: facts?.regions ?? 0,
    zones: facts?.zones ?? 0,
    trialDays,
  };
}

/** Days of the free cloud-phone trial (/phone/trial_terms, no log-in); null when the API cannot say. */
export async function getTrialDays(request: Request): Promise<number | null> {
  const terms = await dataOr<{ days: number } | null>(publicApi(request).call('/phone/trial_terms'), null);
  return terms?.days ?? null;
}
