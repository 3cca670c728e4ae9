/**
 * Alibaba Cloud ID verification (实人认证 / 身份二要素核验): the Cloudauth OpenAPI action
 * `Id2MetaVerify` (version 2019-03-07), signed by the official OpenAPI client. Configured by
 * `ALIYUN_IDV_ACCESS_KEY_ID`, `ALIYUN_IDV_ACCESS_KEY_SECRET` and optionally `ALIYUN_IDV_ENDPOINT`
 * (default cloudauth.aliyuncs.com).
 *
 * Answer mapping: `ResultObject.BizCode` "1" → match; "2" (differ) or "3" (no record) → mismatch;
 * any other code, an HTTP error or a timeout (`timeoutMs`) → unavailable.
 */
import OpenApiExport, { Config, OpenApiRequest, Params } from '@alicloud/openapi-client';
import type { IdentityProvider } from './types.ts';

// CommonJS `exports.default = Client` under Node's ESM loader (see providers/messaging/aliyun-sms.ts).
const OpenApi = (OpenApiExport as unknown as { default?: typeof OpenApiExport }).default ?? OpenApiExport;

export interface AliyunIdentityOptions {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint?: string;
  /** Give up after this many ms (the answer is then `unavailable`). */
  timeoutMs?: number;
}

/** What Id2MetaVerify answers (the fields read here). */
interface Id2MetaBody {
  Code?: string;
  Message?: string;
  ResultObject?: { BizCode?: string };
}

export function aliyunIdentityProvider(opts: AliyunIdentityOptions): IdentityProvider {
  const client = new OpenApi(
    new Config({
      accessKeyId: opts.accessKeyId,
      accessKeySecret: opts.accessKeySecret,
      endpoint: opts.endpoint ?? 'cloudauth.aliyuncs.com',
    }),
  );
  const params = new Params({
    action: 'Id2MetaVerify',
    version: '2019-03-07',
    protocol: 'HTTPS',
    pathname: '/',
    method: 'POST',
    authType: 'AK',
    style: 'RPC',
    reqBodyType: 'formData',
    bodyType: 'json',
  });
  const timeout = opts.timeoutMs ?? 8_000;
  return {
    name: 'aliyun',
    async check(q) {
      try {
        const res = await client.callApi(
          params,
          new OpenApiRequest({ query: { ParamType: 'normal', IdentifyNum: q.idNumber, UserName: q.realName } }),
          // RuntimeOptions is a plain bag of settings read by the client.
          { readTimeout: timeout, connectTimeout: timeout } as unknown as Parameters<typeof client.callApi>[2],
        );
        const body = (res as { body?: Id2MetaBody }).body ?? {};
        const biz = body.ResultObject?.BizCode;
        const note = `aliyun: Code ${body.Code ?? '?'}, BizCode ${biz ?? '?'} ${body.Message ?? ''}`.trim();
        if (body.Code === '200' && biz === '1') return { result: 'match', note };
        if (body.Code === '200' && (biz === '2' || biz === '3')) return { result: 'mismatch', note };
        return { result: 'unavailable', note };
      } catch (err) {
        return { result: 'unavailable', note: `aliyun: ${(err as Error).message ?? String(err)}`.slice(0, 500) };
      }
    },
  };
}
