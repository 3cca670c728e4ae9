/**
 * Catalog names of what a customer owns, in the reader's language. Instances and cloud phones keep the English
 * names of their region, zone and package as bought (the `*_name` columns); a zh-CN reader gets the catalog's Chinese
 * name (`name_zh`) of the same region, zone or package when it has one, else that stored name (a renamed or removed
 * entry). Rule as `catalogText` (services/content/content-lang.ts); nothing is matched by its text.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { phonePackages, phoneRegions } from '../../../db/schema.ts';
import type { MessageLang } from '../../../lib/lang.ts';
import { catalogZhNames } from './quote-catalog.ts';

/** Chinese names by key (region/zone code, phone region/package id); only entries that have one. */
async function zhNames<K extends string | number>(
  rows: Promise<{ k: K; zh: string | null }[]>,
): Promise<Map<K, string>> {
  return new Map((await rows).filter((r) => r.zh).map((r) => [r.k, r.zh!]));
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];

/**
 * Instances' `region_name` and `zone_name` in `lang` (English: as stored). Answers new objects; the rest is kept.
 * The Chinese names come from the process's copy of the catalog (services/orders/quote-catalog.ts), not a query.
 */
export async function localizeInstances<
  T extends { region_code: string; region_name: string; zone_code: string; zone_name: string },
>(db: DbOrTx, lang: MessageLang, list: T[]): Promise<T[]> {
  if (lang === 'en' || list.length === 0) return list;
  const { regionZh, zoneZh } = await catalogZhNames(db);
  return list.map((i) => ({
    ...i,
    region_name: regionZh.get(i.region_code) ?? i.region_name,
    zone_name: zoneZh.get(i.zone_code) ?? i.zone_name,
  }));
}

/** Cloud phones' `region_name` and `package_name` in `lang` (English: as stored). Answers new objects. */
export async function localizePhones<
  T extends { region_id: number; region_name: string; package_id: number; package_name: string },
>(db: DbOrTx, lang: MessageLang, list: T[]): Promise<T[]> {
  if (lang === 'en' || list.length === 0) return list;
  const [regionZh, packageZh] = await Promise.all([
    zhNames(
      db
        .select({ k: phoneRegions.id, zh: phoneRegions.nameZh })
        .from(phoneRegions)
        .where(inArray(phoneRegions.id, uniq(list.map((p) => p.region_id)))),
    ),
    zhNames(
      db
        .select({ k: phonePackages.id, zh: phonePackages.nameZh })
        .from(phonePackages)
        .where(inArray(phonePackages.id, uniq(list.map((p) => p.package_id)))),
    ),
  ]);
  return list.map((p) => ({
    ...p,
    region_name: regionZh.get(p.region_id) ?? p.region_name,
    package_name: packageZh.get(p.package_id) ?? p.package_name,
  }));
}
