/**
 * Type declarations for untyped dependencies.
 *
 * `is-european` (MIT, https://github.com/Kikobeats/is-european) is CommonJS without types; it
 * exports EU / EEA membership checks that accept an ISO 3166-1 alpha-2, alpha-3, numeric code or
 * English short name.
 */
declare module 'is-european' {
  const isEuropean: {
    /** True when the country is an EU member state. */
    euMember(country: string | number | null | undefined): boolean;
    /** True when the country is in the European Economic Area. */
    eeaMember(country: string | number | null | undefined): boolean;
  };
  export default isEuropean;
}
