/**
 * Error classes thrown by `@lanyun/ipdb`.
 *
 * - {@link InvalidIpError}: a caller passed a string that is not an IPv4 or IPv6 address.
 * - {@link IpdbFormatError}: a database file (ours, or a source MMDB file) is not in the expected
 *   format: wrong magic, unsupported version, truncated or inconsistent sections.
 */

/** Thrown by `parseIp` / `IpDatabase.lookup` when the text is not a valid IPv4 or IPv6 address. */
export class InvalidIpError extends Error {
  /** The text that failed to parse. */
  readonly input: string;
  constructor(input: string, reason?: string) {
    super(`Invalid IP address ${JSON.stringify(input)}${reason ? `: ${reason}` : ''}`);
    this.name = 'InvalidIpError';
    this.input = input;
  }
}

/** Thrown when a database file is malformed, truncated, or of an unsupported format version. */
export class IpdbFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IpdbFormatError';
  }
}
