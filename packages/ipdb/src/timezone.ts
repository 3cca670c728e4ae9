/**
 * Local time in an IANA time zone, computed with the platform's ICU data through
 * `Intl.DateTimeFormat` (no hand-written time-zone rules).
 *
 * {@link ZoneClock} caches one formatter per zone, the zone's UTC offset per UTC minute (offset
 * transitions happen on minute boundaries) and the resulting {@link TimeZoneInfo} per second, so
 * repeated lookups cost a comparison instead of an ICU call. The returned objects are shared
 * between callers within the same second and frozen.
 */

/** `IpData.time_zone`: IANA name, UTC offset like "+08:00", ISO-8601 local time with offset. */
export interface TimeZoneInfo {
  name: string;
  offset: string;
  current_time: string;
}

/** Per-zone cache handle returned by {@link ZoneClock.handle}. */
export interface ZoneState {
  readonly name: string;
  fmt: Intl.DateTimeFormat;
  minute: number;
  offsetMinutes: number;
  offset: string;
  second: number;
  /** The frozen info for `second`. */
  value: TimeZoneInfo | null;
}

/** Formats an offset in minutes as "+HH:MM" / "-HH:MM". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `${sign}${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}

/** Parses ICU's "longOffset" time zone name ("GMT", "GMT+8", "GMT+05:30", "GMT-03:00") to minutes. */
export function parseGmtOffset(text: string): number {
  const m = /^(?:GMT|UTC)(?:([+-\u2212])(\d{1,2})(?::?(\d{2}))?(?::?(\d{2}))?)?$/.exec(text);
  if (!m) throw new RangeError(`unrecognised UTC offset ${JSON.stringify(text)}`);
  if (!m[1]) return 0;
  const v = Number(m[2]) * 60 + Number(m[3] ?? 0) + Math.round(Number(m[4] ?? 0) / 60);
  return m[1] === '+' ? v : -v;
}

/** Computes {@link TimeZoneInfo} for IANA zones at a given instant, with caching. */
export class ZoneClock {
  private readonly zones = new Map<string, ZoneState | null>();

  /**
   * The zone's info at `ms` (milliseconds since the epoch), or null when ICU does not know the
   * zone. `current_time` is the local wall time to the second, e.g. "2025-01-31T20:15:00+08:00".
   */
  at(zone: string, ms: number): TimeZoneInfo | null {
    const st = this.handle(zone);
    return st === null ? null : this.info(st, ms);
  }

  /** The cache handle for `zone` (created on first use), or null when ICU does not know it. */
  handle(zone: string): ZoneState | null {
    let st = this.zones.get(zone);
    if (st === undefined) {
      st = this.create(zone);
      this.zones.set(zone, st);
    }
    return st;
  }

  /** {@link TimeZoneInfo} for a handle at `ms` (milliseconds since the epoch); shared and frozen. */
  info(st: ZoneState, ms: number): TimeZoneInfo {
    const second = Math.floor(ms / 1000);
    if (second !== st.second || st.value === null) {
      const minute = Math.floor(second / 60);
      if (minute !== st.minute) {
        const part = st.fmt.formatToParts(ms).find((p) => p.type === 'timeZoneName');
        st.offsetMinutes = parseGmtOffset(part?.value ?? 'GMT');
        st.offset = formatOffset(st.offsetMinutes);
        st.minute = minute;
      }
      st.second = second;
      const iso = new Date(second * 1000 + st.offsetMinutes * 60000).toISOString().slice(0, 19) + st.offset;
      st.value = Object.freeze({ name: st.name, offset: st.offset, current_time: iso });
    }
    return st.value;
  }

  private create(zone: string): ZoneState | null {
    try {
      const fmt = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
      return {
        name: zone,
        fmt,
        minute: Number.NaN,
        offsetMinutes: 0,
        offset: '+00:00',
        second: Number.NaN,
        value: null,
      };
    } catch {
      return null;
    }
  }
}
