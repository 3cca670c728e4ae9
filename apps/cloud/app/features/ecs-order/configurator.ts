/**
 * The ECS purchase configurator as a pure reducer, in the order the big clouds use: region → zone → image →
 * configuration (family, type, bandwidth) → system and data disks → login (SSH key or password) → name →
 * duration (with auto-renew) → quantity.
 *
 * The reducer never computes a price. {@link quoteParams} turns the state into the fields of
 * /v1/inquiry_create_instance_price (the server prices them); {@link orderProblems} checks what must be right
 * before "Buy now" (the instance password with the shared `@lanyun/validators` rule, the same one the API applies).
 *
 * Catalog data that depends on the zone (images, instance types) arrives later than the state changes, so the
 * reducer keeps the user's choice where the new zone offers it (same image name and version, same type code) and
 * otherwise falls back to the first offer — see the `zone-catalog` action.
 */
import { MAX_INSTANCE_DATA_DISKS } from '@lanyun/contract/storage-states';
import { instancePasswordRule } from '@lanyun/validators/password';
import type { Translate } from '@lanyun/i18n';
import { ORDER_MESSAGES, passwordProblemMessage } from './order-messages';

export { ORDER_MESSAGES };

/** A region with its zones (from /v1/get_region_zone). */
export interface CatalogRegion {
  id: number;
  father_id: number;
  name: string;
  zones: Array<{ id: number; name: string }>;
}
/** An OS image of a zone (from /v1/get_region_zone_images). */
export interface CatalogImage {
  id: number;
  os_type: string;
  name: string;
  version: string;
}
/** An instance family of a zone with its types (from /v1/get_region_zone_instance_config). */
export interface CatalogFamily {
  code: string;
  types: Array<{ id: number; code: string }>;
}
/** A disk category (from /v1/get_disk). */
export interface CatalogDisk {
  code: string;
  min_gb: number;
  max_gb: number;
  system_disk: boolean;
}

/** One data disk row; `key` only identifies the row in the form. */
export interface DataDisk {
  key: number;
  type: string;
  gb: number;
}

/** Everything the customer chose. Ids are catalog ids; `null` until the catalog offered something. */
export interface ConfiguratorState {
  regionId: number | null;
  zoneId: number | null;
  imageId: number | null;
  familyCode: string | null;
  typeId: number | null;
  bandwidthMbps: number;
  systemDisk: { type: string; gb: number };
  dataDisks: DataDisk[];
  loginType: 'key' | 'password';
  sshKeyId: number | null;
  password: string;
  confirmPassword: string;
  name: string;
  months: number;
  autoRenew: boolean;
  quantity: number;
  /** The last image and type the customer picked, offered again when another zone has them. */
  prefer: { image?: { name: string; version: string }; typeCode?: string };
}

/** Limits the form applies before asking the server (the server checks them again). */
export const LIMITS = {
  maxBandwidthMbps: 200,
  maxQuantity: 20,
  maxDataDisks: MAX_INSTANCE_DATA_DISKS,
  defaultSystemDiskGb: 40,
  defaultDataDiskGb: 100,
} as const;

/** Events of the configurator. */
export type ConfiguratorAction =
  | { type: 'region'; region: CatalogRegion }
  | { type: 'zone'; zoneId: number }
  | { type: 'zone-catalog'; zoneId: number; images: CatalogImage[]; families: CatalogFamily[] }
  | { type: 'image'; imageId: number; images: CatalogImage[] }
  | { type: 'family'; family: CatalogFamily }
  | { type: 'instance-type'; typeId: number; code: string }
  | { type: 'bandwidth'; mbps: number }
  | { type: 'system-disk'; disk: Partial<{ type: string; gb: number }> }
  | { type: 'add-data-disk'; diskType: string }
  | { type: 'data-disk'; key: number; disk: Partial<{ type: string; gb: number }> }
  | { type: 'remove-data-disk'; key: number }
  | { type: 'login-type'; loginType: 'key' | 'password' }
  | { type: 'ssh-key'; id: number | null }
  | { type: 'password'; password: string }
  | { type: 'confirm-password'; password: string }
  | { type: 'name'; name: string }
  | { type: 'months'; months: number }
  | { type: 'auto-renew'; on: boolean }
  | { type: 'quantity'; quantity: number };

/** Whole numbers only, clamped to [min, max]; NaN becomes `min`. */
export function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * The starting state: the first region (of the first area) and its first zone, the first system-disk category at
 * 40 GB, 1 Mbps, password log-in, the shortest duration, one instance.
 */
export function initialConfigurator(catalog: {
  regions: CatalogRegion[];
  disks: CatalogDisk[];
  durations: Array<{ months: number }>;
}): ConfiguratorState {
  const region = catalog.regions[0] ?? null;
  const systemDisk = catalog.disks.find((d) => d.system_disk);
  return {
    regionId: region?.id ?? null,
    zoneId: region?.zones[0]?.id ?? null,
    imageId: null,
    familyCode: null,
    typeId: null,
    bandwidthMbps: 1,
    systemDisk: {
      type: systemDisk?.code ?? 'cloud_essd',
      gb: Math.max(LIMITS.defaultSystemDiskGb, systemDisk?.min_gb ?? 0),
    },
    dataDisks: [],
    loginType: 'password',
    sshKeyId: null,
    password: '',
    confirmPassword: '',
    name: DEFAULT_INSTANCE_NAME,
    months: catalog.durations[0]?.months ?? 1,
    autoRenew: false,
    quantity: 1,
    prefer: {},
  };
}

/** The image of `images` that matches `previous` (same name and version), else the first Linux image, else the first. */
function pickImage(
  images: CatalogImage[],
  previous: { name: string; version: string } | undefined,
): CatalogImage | undefined {
  return (
    (previous && images.find((i) => i.name === previous.name && i.version === previous.version)) ??
    images.find((i) => i.os_type === 'Linux') ??
    images[0]
  );
}

/** The configurator's reducer (see the module docstring). */
export function configurator(state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
  switch (action.type) {
    case 'region':
      if (action.region.id === state.regionId) return state;
      return { ...state, regionId: action.region.id, zoneId: action.region.zones[0]?.id ?? null };
    case 'zone':
      return action.zoneId === state.zoneId ? state : { ...state, zoneId: action.zoneId };
    case 'zone-catalog': {
      if (action.zoneId !== state.zoneId) return state;
      const image =
        (state.imageId !== null && action.images.find((i) => i.id === state.imageId)) ||
        pickImage(action.images, state.prefer.image);
      const types = action.families.flatMap((f) => f.types.map((t) => ({ ...t, family: f.code })));
      const type =
        (state.typeId !== null && types.find((t) => t.id === state.typeId)) ||
        (state.prefer.typeCode ? types.find((t) => t.code === state.prefer.typeCode) : undefined) ||
        types.find((t) => t.family === state.familyCode) ||
        types[0];
      return { ...state, imageId: image?.id ?? null, typeId: type?.id ?? null, familyCode: type?.family ?? null };
    }
    case 'image': {
      const image = action.images.find((i) => i.id === action.imageId);
      return {
        ...state,
        imageId: action.imageId,
        prefer: image ? { ...state.prefer, image: { name: image.name, version: image.version } } : state.prefer,
      };
    }
    case 'family': {
      if (action.family.code === state.familyCode) return state;
      const type = action.family.types[0];
      return {
        ...state,
        familyCode: action.family.code,
        typeId: type?.id ?? null,
        prefer: { ...state.prefer, typeCode: type?.code },
      };
    }
    case 'instance-type':
      return { ...state, typeId: action.typeId, prefer: { ...state.prefer, typeCode: action.code } };
    case 'bandwidth':
      return { ...state, bandwidthMbps: clampInt(action.mbps, 0, LIMITS.maxBandwidthMbps) };
    case 'system-disk':
      return { ...state, systemDisk: { ...state.systemDisk, ...action.disk } };
    case 'add-data-disk': {
      if (state.dataDisks.length >= LIMITS.maxDataDisks) return state;
      const key = state.dataDisks.reduce((m, d) => Math.max(m, d.key), 0) + 1;
      return {
        ...state,
        dataDisks: [...state.dataDisks, { key, type: action.diskType, gb: LIMITS.defaultDataDiskGb }],
      };
    }
    case 'data-disk':
      return { ...state, dataDisks: state.dataDisks.map((d) => (d.key === action.key ? { ...d, ...action.disk } : d)) };
    case 'remove-data-disk':
      return { ...state, dataDisks: state.dataDisks.filter((d) => d.key !== action.key) };
    case 'login-type':
      return { ...state, loginType: action.loginType };
    case 'ssh-key':
      return { ...state, sshKeyId: action.id };
    case 'password':
      return { ...state, password: action.password };
    case 'confirm-password':
      return { ...state, confirmPassword: action.password };
    case 'name':
      return { ...state, name: action.name };
    case 'months':
      return { ...state, months: action.months };
    case 'auto-renew':
      return { ...state, autoRenew: action.on };
    case 'quantity':
      return { ...state, quantity: clampInt(action.quantity, 1, LIMITS.maxQuantity) };
  }
}

/** The configuration fields of a quote or an order, exactly as /v1/inquiry_create_instance_price takes them. */
export interface QuoteParams {
  zone_id: number;
  instance_type_id: number;
  image_id: number;
  system_disk_type: string;
  system_disk_gb: number;
  data_disks: string;
  bandwidth_mbps: number;
  duration_months: number;
  quantity: number;
}

/** The quote request for the state, or null while zone, image or type are not chosen yet. No price is sent. */
export function quoteParams(state: ConfiguratorState): QuoteParams | null {
  if (state.zoneId === null || state.imageId === null || state.typeId === null) return null;
  return {
    zone_id: state.zoneId,
    instance_type_id: state.typeId,
    image_id: state.imageId,
    system_disk_type: state.systemDisk.type,
    system_disk_gb: state.systemDisk.gb,
    data_disks: JSON.stringify(state.dataDisks.map((d) => ({ type: d.type, gb: d.gb }))),
    bandwidth_mbps: state.bandwidthMbps,
    duration_months: state.months,
    quantity: state.quantity,
  };
}

/** Instance names (the API's rule): 2–64 characters, starting with a letter or a Chinese character, then letters, digits, '.', '_', '-'. */
export const INSTANCE_NAME_PATTERN = /^[A-Za-z\u4e00-\u9fa5][\w\u4e00-\u9fa5.-]{1,63}$/u;

/** The name the form starts with (the customer may change it). */
export const DEFAULT_INSTANCE_NAME = 'my-server';

/** A problem found before buying, with the field it belongs to. */
export type OrderProblems = Partial<
  Record<'config' | 'systemDisk' | 'dataDisks' | 'sshKey' | 'password' | 'confirmPassword' | 'name', string>
>;

/** What must be right before "Buy now", in the language of `t`; an empty object when the order may be sent. */
export function orderProblems(state: ConfiguratorState, disks: CatalogDisk[], t: Translate): OrderProblems {
  const problems: OrderProblems = {};
  if (!quoteParams(state)) problems.config = t(ORDER_MESSAGES.incomplete);
  const sys = disks.find((d) => d.code === state.systemDisk.type);
  if (sys && (state.systemDisk.gb < sys.min_gb || state.systemDisk.gb > sys.max_gb))
    problems.systemDisk = t(ORDER_MESSAGES.systemDisk, { min: sys.min_gb, max: sys.max_gb });
  for (const d of state.dataDisks) {
    const dt = disks.find((x) => x.code === d.type);
    if (dt && (d.gb < dt.min_gb || d.gb > dt.max_gb))
      problems.dataDisks = t(ORDER_MESSAGES.dataDisk, { min: dt.min_gb, max: dt.max_gb });
  }
  if (state.loginType === 'key') {
    if (state.sshKeyId === null) problems.sshKey = t(ORDER_MESSAGES.sshKey);
  } else {
    const problem = instancePasswordRule(state.password);
    if (problem) problems.password = passwordProblemMessage(t, problem);
    else if (state.password !== state.confirmPassword) problems.confirmPassword = t(ORDER_MESSAGES.passwordMismatch);
  }
  if (!INSTANCE_NAME_PATTERN.test(state.name.trim())) problems.name = t(ORDER_MESSAGES.name);
  return problems;
}

/**
 * The fields of /instance_center/inquiry_create_instance_order: the configuration, region, name, log-in, auto-renew,
 * the total the customer saw (`price`, from the server's last quote — the server refuses with 409 if its own price
 * differs) and an idempotency key. Null while the configuration is incomplete.
 */
export function orderParams(state: ConfiguratorState, priceSeen: string, clientToken: string) {
  const quote = quoteParams(state);
  if (!quote || state.regionId === null) return null;
  return {
    ...quote,
    region_id: state.regionId,
    name: state.name.trim(),
    login_type: state.loginType,
    ...(state.loginType === 'key' ? { ssh_key_id: state.sshKeyId ?? undefined } : { password: state.password }),
    auto_renew: state.autoRenew,
    price: priceSeen,
    client_token: clientToken,
  };
}
