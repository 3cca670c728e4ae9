/**
 * Product catalogue loaders (server only): cloud-phone packages, regions and zones, downloads.
 * Empty values on failure so product pages still render.
 */
import type { DataOf } from '@lanyun/api-sdk';
import { dataOr } from '@lanyun/session/server';
import { serverApi } from '@lanyun/site-kit/api.server';

export type PhonePackage = DataOf<'/phone/get_pdc_pkg_id'>[number];
export type RegionArea = DataOf<'/v1/get_region_father'>[number];
export type Region = DataOf<'/v1/get_region_zone'>[number];
export type DownloadItem = DataOf<'/v1/download_list'>[number];

/** Cloud-phone packages with monthly prices in yuan. */
export function getPhonePackages(): Promise<PhonePackage[]> {
  return dataOr<PhonePackage[]>(serverApi().call('/phone/get_pdc_pkg_id'), []);
}

/** Region areas ("Mainland China", "Asia Pacific", …). */
export function getRegionAreas(): Promise<RegionArea[]> {
  return dataOr<RegionArea[]>(serverApi().call('/v1/get_region_father'), []);
}

/** Regions with their zones, optionally for one area. */
export function getRegions(fatherId?: number): Promise<Region[]> {
  return dataOr<Region[]>(serverApi().call('/v1/get_region_zone', fatherId ? { father_id: fatherId } : {}), []);
}

/** Client downloads (name, platform, version, size, sha256, url). */
export function getDownloads(): Promise<DownloadItem[]> {
  return dataOr<DownloadItem[]>(serverApi().call('/v1/download_list'), []);
}
