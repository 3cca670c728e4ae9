/**
 * A local S3-compatible server for tests: s3rver (files in a temporary folder) behind a gate that
 * does what s3rver leaves out, as a real bucket with no public grants does: it refuses anonymous
 * requests (403 AccessDenied) and checks the signature of presigned GET URLs (SigV4, recomputed
 * with @smithy/signature-v4), so a URL whose signature or expiry was altered is refused too.
 * s3rver itself rejects presigned URLs past their expiry. Credentials: S3RVER / S3RVER.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  /** Environment for the API (STORAGE=s3 and the S3_* settings, path-style). */
  env: Record<string, string>;
  close(): Promise<void>;
}

async function presignedSignatureValid(req: IncomingMessage, url: URL): Promise<boolean> {
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (k !== 'X-Amz-Signature') query[k] = v;
  const [, date, region, service] = /^[^/]+\/(\d{8})\/([^/]+)\/([^/]+)\//.exec(query['X-Amz-Credential'] ?? '') ?? [];
  const amzDate = query['X-Amz-Date'] ?? '';
  if (!date || !region || !service || !/^\d{8}T\d{6}Z$/.test(amzDate)) return false;
  const signingDate = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const signer = new SignatureV4({
    credentials: S3_TEST_CREDENTIALS,
    region,
    service,
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
  });
  const unsigned = { ...query };
  for (const k of [
    'X-Amz-Algorithm',
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Content-Sha256',
  ]) {
    delete unsigned[k];
  }
  // The presigner puts the payload hash in a header, which the signer then moves into the query.
  const headers: Record<string, string> = { host: req.headers.host ?? '' };
  if (query['X-Amz-Content-Sha256']) headers['X-Amz-Content-Sha256'] = query['X-Amz-Content-Sha256'];
  const signed = await signer.presign(
    new HttpRequest({
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: decodeURIComponent(url.pathname),
      query: unsigned,
      headers,
    }),
    { signingDate, expiresIn: Number(query['X-Amz-Expires']) },
  );
  return signed.query?.['X-Amz-Signature'] === url.searchParams.get('X-Amz-Signature');
}

/** Start s3rver with one empty bucket on a free loopback port. */
export async function startTestS3(bucket = 'lanyun-test'): Promise<TestS3> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lanyun-s3-'));
  const s3 = new S3rver({
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
    vhostBuckets: false,
    port: 0,
    address: '127.0.0.1',
  });
  await s3.run();
  const inner = s3.callback();
  const gate: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const deny = (why: string) => {
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(`<Error><Code>AccessDenied</Code><Message>${why}</Message></Error>`);
    };
    if (url.searchParams.has('X-Amz-Signature')) {
      presignedSignatureValid(req, url).then(
        (valid) => (valid ? inner(req, res) : deny('The request signature does not match')),
        (err: unknown) => deny(`signature check failed: ${String(err)}`),
      );
      return;
    }
    if (!req.headers.authorization) return deny('Anonymous access is forbidden for this bucket');
    inner(req, res);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'on',
    },
    async close() {
      await new Promise<void>((resolve, reject) => gate.close((err) => (err ? reject(err) : resolve())));
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
