/** The part of s3rver (ships no types) the tests use. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(opts: Record<string, unknown>);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
