/**
 * Country-level facts and time-zone choice, taken from maintained npm data packages:
 *
 * - `countries-list` (MIT, annexare/Countries): English name, capital, calling codes, currencies
 *   (name and CLDR narrow symbol via `countries-list/currencies`), flag emoji (`getEmojiFlag`).
 * - `is-european` (MIT): EU membership (`euMember`, ISO 3166-1 based).
 * - `countries-and-timezones` (MIT): the IANA zones used in each country.
 * - `@photostructure/tz-lookup` (CC0; timezone-boundary-builder shapes): zone at a coordinate,
 *   used only to choose between the zones of a multi-zone country.
 *
 * `countries-list` was chosen over `world-countries` because it already carries currency symbols
 * and is MIT (world-countries is ODbL); neither has EU membership, hence `is-european`.
 */
/// <reference path="./vendor.d.ts" />
import { countries as countryList, getEmojiFlag, type TCountryCode } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import ct from 'countries-and-timezones';
import tzLookup from '@photostructure/tz-lookup';
import isEuropean from 'is-european';
import type { CountryInput } from './writer.ts';

/** Builds the facts for one ISO 3166-1 alpha-2 code (null fields where the packages have none). */
export function countryFacts(code: string): CountryInput {
  const c = (countryList as Record<string, (typeof countryList)[TCountryCode] | undefined>)[code];
  const zones = ct.getCountry(code)?.timezones ?? [];
  let currency: CountryInput['currency'] = null;
  const curCode = c?.currency[0];
  if (curCode) {
    const cur = currencies[curCode];
    currency = { code: curCode, name: cur?.name ?? curCode, symbol: cur?.symbol ?? curCode };
  }
  return {
    code,
    name: c?.name || null,
    capital: c?.capital || null,
    callingCode: c && c.phone.length > 0 ? c.phone.map((p) => `+${p}`).join(', ') : null,
    flag: c ? getEmojiFlag(code as TCountryCode) : null,
    isEu: c ? isEuropean.euMember(code) : null,
    currency,
    timeZone: zones.length === 1 ? zones[0]! : null,
  };
}

/** Facts for every country `countries-list` knows, keyed by alpha-2 code. */
export function allCountryFacts(): Map<string, CountryInput> {
  const out = new Map<string, CountryInput>();
  for (const code of Object.keys(countryList)) out.set(code, countryFacts(code));
  return out;
}

/**
 * Chooses the IANA zone for a location record when the source has none:
 * 1. a country with exactly one zone (countries-and-timezones) → that zone;
 * 2. otherwise, with coordinates (degrees) → the zone at the coordinates (tz-lookup), preferring it
 *    because it is the local time there even near a border;
 * 3. otherwise null (a multi-zone country without coordinates: no honest single answer).
 */
export class ZoneChooser {
  private readonly byCountry = new Map<string, readonly string[]>();

  /** Zone name or null; see the class doc for the rule. Latitude/longitude in degrees. */
  choose(countryCode: string | null, latitude: number | null, longitude: number | null): string | null {
    let zones: readonly string[] = [];
    if (countryCode) {
      let z = this.byCountry.get(countryCode);
      if (z === undefined) {
        z = ct.getCountry(countryCode)?.timezones ?? [];
        this.byCountry.set(countryCode, z);
      }
      zones = z;
    }
    if (zones.length === 1) return zones[0]!;
    if (latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      try {
        return tzLookup(latitude, longitude);
      } catch {
        return null;
      }
    }
    return null;
  }
}
