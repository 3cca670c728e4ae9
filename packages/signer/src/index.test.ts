import { describe, expect, it } from 'vitest';
import { canonicalQuery, canonicalRequest, parseAuthorization, sign } from './index.ts';

/** The worked example of docs/signed-requests.md, byte for byte (docs/signers/lanyun_signer.py gives the same). */
describe('LANYUN-HMAC-SHA256', () => {
  const body =
    '{"zone":"cn-hangzhou-a","instance_type":"ecs.g7.large","image_id":1,"name":"web-1","login_type":"key","ssh_key_id":7,"client_token":"deploy-2026-12-08-001"}';
  const req = {
    method: 'POST',
    url: '/open/v1/instances?dry=0&a=b%20c',
    headers: { host: 'api.lanyun.cloud', 'content-type': 'application/json' },
    body,
  };
  const creds = { keyId: 'LYAKEXAMPLEKEYID2345672', secret: 'example-secret-do-not-use-0123456789abcd' };

  it('signs the worked example', () => {
    const h = sign(req, creds, { now: 1_765_152_000_000, nonce: '3f9c1a7e5b2d4c6a8e0f1b3d5a7c9e21' });
    expect(h.authorization).toBe(
      'LANYUN-HMAC-SHA256 Credential=LYAKEXAMPLEKEYID2345672, SignedHeaders=content-type;host;x-lanyun-nonce;x-lanyun-timestamp, Signature=9835f18737e70cf3eef74abbc905d44bc07116bbf9abe5b7d550669012717437',
    );
    expect(
      canonicalRequest({ ...req, headers: { ...req.headers, ...h } }, [
        'host',
        'content-type',
        'x-lanyun-nonce',
        'x-lanyun-timestamp',
      ]),
    ).toBe(
      'POST\n/open/v1/instances\na=b%20c&dry=0\ncontent-type:application/json\nhost:api.lanyun.cloud\n' +
        'x-lanyun-nonce:3f9c1a7e5b2d4c6a8e0f1b3d5a7c9e21\nx-lanyun-timestamp:1765152000\n\n' +
        'content-type;host;x-lanyun-nonce;x-lanyun-timestamp\n03a8e055cf64d5a8eb500a0d94c9190a167cc33518feceaf5d7c444f8dd7a1d6',
    );
    expect(parseAuthorization(h.authorization)).toMatchObject({ keyId: creds.keyId });
  });

  it('sorts and re-encodes the query', () => {
    expect(canonicalQuery('b=2&a=x+y&a=%41&c')).toBe('a=A&a=x%20y&b=2&c=');
    expect(canonicalQuery("q=it's(*)")).toBe('q=it%27s%28%2A%29');
  });
});
