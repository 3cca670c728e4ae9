/**
 * The world map of recent lookups on the IP site: an aggregate of where looked-up addresses are,
 * kept in process memory. Each answered lookup with coordinates adds 1 to the cell of its
 * coordinates rounded to whole degrees, in the bucket of the current hour; buckets older than 24
 * hours are dropped. Nothing else is kept — no addresses, keys or users — so the map holds no
 * personal data. With several API processes each reports its own lookups.
 */

/** One cell of the map: rounded coordinates, the country seen there and the lookups counted. */
export interface MapCell {
  lat: number;
  lon: number;
  country_code: string | null;
  count: number;
}

export interface LookupMap {
  /** Count one lookup at `lat`/`lon` (degrees); ignored when either is null. */
  record(lat: number | null, lon: number | null, countryCode: string | null, now?: number): void;
  /** Cells of the last `hours` hours (≤ 24), most lookups first, at most `limit`. */
  cells(hours?: number, limit?: number, now?: number): { cells: MapCell[]; total: number };
}

const HOUR = 3_600_000;

export function createLookupMap(): LookupMap {
  /** hour number → cell key ((lat + 90) * 1000 + lon + 180) → cell */
  const buckets = new Map<number, Map<number, MapCell>>();
  return {
    record(lat, lon, countryCode, now = Date.now()) {
      if (lat === null || lon === null) return;
      const hour = Math.floor(now / HOUR);
      let b = buckets.get(hour);
      if (!b) {
        b = new Map();
        buckets.set(hour, b);
        for (const h of buckets.keys()) if (h <= hour - 24) buckets.delete(h);
      }
      const la = Math.round(lat);
      const lo = Math.round(lon);
      const k = (la + 90) * 1000 + lo + 180;
      const c = b.get(k);
      if (c) c.count++;
      else b.set(k, { lat: la, lon: lo, country_code: countryCode, count: 1 });
    },
    cells(hours = 24, limit = 500, now = Date.now()) {
      const from = Math.floor(now / HOUR) - Math.min(24, Math.max(1, hours)) + 1;
      const sum = new Map<number, MapCell>();
      let total = 0;
      for (const [h, b] of buckets) {
        if (h < from) continue;
        for (const [k, c] of b) {
          total += c.count;
          const s = sum.get(k);
          if (s) s.count += c.count;
          else sum.set(k, { ...c });
        }
      }
      return { cells: [...sum.values()].sort((a, b) => b.count - a.count).slice(0, limit), total };
    },
  };
}
