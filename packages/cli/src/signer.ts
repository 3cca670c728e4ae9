/** The Node reference signer of the public API (LANYUN-HMAC-SHA256), re-exported from `@lanyun/signer`. */
export * from '@lanyun/signer';
