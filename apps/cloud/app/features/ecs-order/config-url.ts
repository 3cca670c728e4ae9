/**
 * The ECS configuration in the URL, so a choice made before "登录后购买" survives the log-in: the log-in link's
 * `redirect` is `/ecs?<these parameters>#buy`, and the configurator starts from them. Only catalog ids and numbers
 * are carried (never the instance password); anything malformed is ignored and the default stays. Parameters:
 * `zone`, `region`, `image`, `type` (catalog ids), `bw` (Mbps), `sys` (`<disk code>:<GB>`), `data`
 * (`<code>:<GB>` comma-separated), `months`, `qty`, `renew` (1), `name`.
 */
import { type ConfiguratorState, DEFAULT_INSTANCE_NAME, LIMITS, clampInt } from './configurator';

const DISK = /^([a-z0-9_]{1,32}):(\d{1,5})$/;

/** `state` as URL query parameters (see the module docstring). */
export function configToParams(state: ConfiguratorState): URLSearchParams {
  const q = new URLSearchParams();
  const put = (key: string, value: number | string | null) => {
    if (value !== null && value !== '') q.set(key, String(value));
  };
  put('region', state.regionId);
  put('zone', state.zoneId);
  put('image', state.imageId);
  put('type', state.typeId);
  put('bw', state.bandwidthMbps);
  put('sys', `${state.systemDisk.type}:${state.systemDisk.gb}`);
  put('data', state.dataDisks.map((d) => `${d.type}:${d.gb}`).join(','));
  put('months', state.months);
  put('qty', state.quantity);
  if (state.autoRenew) q.set('renew', '1');
  if (state.name !== DEFAULT_INSTANCE_NAME) put('name', state.name);
  return q;
}

/** The log-in link of the configurator: back to `/ecs` with the configuration, at the order summary. */
export function loginToBuyHref(state: ConfiguratorState): string {
  return `/login?tp=1&redirect=${encodeURIComponent(`/ecs?${configToParams(state).toString()}#buy`)}`;
}

/**
 * `initial` with the choices found in `params` applied. A zone is taken only with its region (both must exist in
 * `regions`); the image and type ids are kept for the zone's catalog to confirm (the reducer falls back when the
 * zone does not offer them).
 */
export function configFromParams(
  initial: ConfiguratorState,
  params: URLSearchParams,
  regions: Array<{ id: number; zones: Array<{ id: number }> }>,
): ConfiguratorState {
  const int = (key: string): number | null => {
    const v = params.get(key);
    return v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null;
  };
  const state = { ...initial };
  const region = regions.find((r) => r.id === int('region'));
  const zone = region?.zones.find((z) => z.id === int('zone'));
  if (region && zone) {
    state.regionId = region.id;
    state.zoneId = zone.id;
  }
  state.imageId = int('image') ?? state.imageId;
  state.typeId = int('type') ?? state.typeId;
  const bw = int('bw');
  if (bw !== null) state.bandwidthMbps = clampInt(bw, 0, LIMITS.maxBandwidthMbps);
  const sys = DISK.exec(params.get('sys') ?? '');
  if (sys) state.systemDisk = { type: sys[1]!, gb: Number(sys[2]) };
  const data = (params.get('data') ?? '')
    .split(',')
    .map((part) => DISK.exec(part))
    .filter((m): m is RegExpExecArray => m !== null)
    .slice(0, LIMITS.maxDataDisks);
  if (data.length) state.dataDisks = data.map((m, i) => ({ key: i + 1, type: m[1]!, gb: Number(m[2]) }));
  state.months = int('months') ?? state.months;
  const qty = int('qty');
  if (qty !== null) state.quantity = clampInt(qty, 1, LIMITS.maxQuantity);
  if (params.get('renew') === '1') state.autoRenew = true;
  const name = params.get('name');
  if (name) state.name = name.slice(0, 64);
  return state;
}
