/**
 * The product catalog (admin only; the cloud products and the IP-intelligence plans): for each entity /ops/catalog/{entity}_list, _add and _update (only the fields
 * sent change); prices are yuan strings and read by the next price inquiry. The entity is chosen at run time, so
 * the calls go through {@link catalogCall}, whose paths are checked against the SDK's path list at compile time.
 * The form's fields come from the rows themselves (every entity is seeded); the API validates them.
 */
import {
  dataOrThrow,
  type ApiClient,
  type ApiPath,
  type CallOptions,
  type Envelope,
  type ParamValue,
} from '@lanyun/api-sdk';
import type { Translate } from '@lanyun/i18n';
import { toast } from '@lanyun/ui/toast';
import { successMessage } from '../../../lib/success-message';

/** Catalog entities, in menu order, with the message keys of their names for people. */
export const CATALOG_ENTITIES = [
  { entity: 'region_father', labelKey: 'catalog.entities.region_father' },
  { entity: 'region', labelKey: 'catalog.entities.region' },
  { entity: 'zone', labelKey: 'catalog.entities.zone' },
  { entity: 'image', labelKey: 'catalog.entities.image' },
  { entity: 'instance_family', labelKey: 'catalog.entities.instance_family' },
  { entity: 'instance_type', labelKey: 'catalog.entities.instance_type' },
  { entity: 'disk_type', labelKey: 'catalog.entities.disk_type' },
  { entity: 'duration', labelKey: 'catalog.entities.duration' },
  { entity: 'bandwidth_tier', labelKey: 'catalog.entities.bandwidth_tier' },
  { entity: 'phone_package', labelKey: 'catalog.entities.phone_package' },
  { entity: 'phone_region', labelKey: 'catalog.entities.phone_region' },
  { entity: 'phone_duration', labelKey: 'catalog.entities.phone_duration' },
  { entity: 'ip_plan', labelKey: 'catalog.entities.ip_plan' },
] as const;

export type CatalogEntity = (typeof CATALOG_ENTITIES)[number]['entity'];
/** A catalog row: `id` plus the entity's fields (numbers, booleans, strings; money as yuan strings). */
export type CatalogRow = Record<string, string | number | boolean | null> & { id: number };

type CatalogPath = `/ops/catalog/${CatalogEntity}_${'list' | 'add' | 'update'}`;
// Compile-time check that every entity's calls exist in the generated SDK.
const _sdkHasEveryEntity: CatalogPath extends ApiPath ? true : never = true;
void _sdkHasEveryEntity;

function catalogCall(
  api: ApiClient,
  path: CatalogPath,
  params: Record<string, ParamValue> = {},
  options: CallOptions = {},
): Promise<Envelope<unknown>> {
  const call = api.call as (p: string, q: Record<string, ParamValue>, o: CallOptions) => Promise<Envelope<unknown>>;
  return call(path, params, options);
}

export const CATALOG_KEY = ['ops', 'catalog'] as const;

/** Every row of `entity`; rejects with an `ApiError`. */
export async function fetchCatalog(api: ApiClient, entity: CatalogEntity): Promise<CatalogRow[]> {
  const path = `/ops/catalog/${entity}_list` as const;
  return dataOrThrow(await catalogCall(api, path, {}, { quiet: true }), path) as CatalogRow[];
}

/** Adds a row (no `id`) or updates the fields given (with `id`); true when accepted (success toast: the API's message, else `doneMessage`). */
export async function saveCatalogRow(
  api: ApiClient,
  entity: CatalogEntity,
  values: Record<string, string | boolean>,
  doneMessage: string,
  id?: number,
): Promise<boolean> {
  const res = await catalogCall(
    api,
    id ? `/ops/catalog/${entity}_update` : `/ops/catalog/${entity}_add`,
    id ? { ...values, id } : values,
  );
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}

/** The editable fields of an entity, taken from a row: every key but `id`, with a boolean flag. */
export function catalogFields(rows: readonly CatalogRow[]): Array<{ key: string; boolean: boolean }> {
  const first = rows[0];
  if (!first) return [];
  return Object.keys(first)
    .filter((k) => k !== 'id')
    .map((k) => ({ key: k, boolean: typeof first[k] === 'boolean' }));
}

/**
 * A field name for people, from the catalogue (`catalog.fields.*`): `price_month` → "Monthly price"/"月价",
 * `name_zh` → "Name (Chinese)"/"名称（中文）". A field the catalogue does not know yet shows its API name. A row's
 * fields come back with `null` for an empty Chinese name.
 */
export function fieldLabel(key: string, t: Translate): string {
  const zh = key.endsWith('_zh');
  const base = zh ? key.slice(0, -3) : key;
  const label = t(`catalog.fields.${base}`, { defaultValue: base });
  return zh ? t('catalog.inChinese', { label }) : label;
}

/**
 * The language of a field's values: `zh-CN` for a Chinese twin (`name_zh`), `en` for the field it translates
 * (`name` when `name_zh` exists), none for the rest (numbers, codes).
 */
export function fieldLang(key: string, keys: readonly string[]): 'zh-CN' | 'en' | undefined {
  if (key.endsWith('_zh')) return 'zh-CN';
  return keys.includes(`${key}_zh`) ? 'en' : undefined;
}

/**
 * What an update sends: only the fields whose value changed (strings trimmed; booleans as booleans). Empty when
 * nothing changed.
 */
export function changedValues(
  row: CatalogRow | null,
  values: Record<string, string | boolean>,
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(values)) {
    const value = typeof v === 'string' ? v.trim() : v;
    const before = row?.[k];
    const same = typeof value === 'boolean' ? before === value : String(before ?? '') === value;
    if (!row || !same) out[k] = value;
  }
  return out;
}
