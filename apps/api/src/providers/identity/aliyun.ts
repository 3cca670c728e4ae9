/**
 * Alibaba Cloud ID verification (实人认证 / 身份二要素核验): the Cloudauth OpenAPI action
 * `Id2MetaVerify` (version 2019-03-07), signed by the official OpenAPI client. Configured by
 * `ALIYUN_IDV_ACCESS_KEY_ID`, `ALIYUN_IDV_ACCESS_KEY_SECRET` and optionally `ALIYUN_IDV_ENDPOINT`
 * (default cloudauth.aliyuncs.com).
 *
 * Answer mapping: `ResultObject.BizCode` "1" → match; "2" (differ) or "3" (no record) → mismatch;
 * any other code, an HTTP error or a timeout (`timeoutMs`) → unavailable.
 *
 * Liveness (with `sceneId`, ALIYUN_IDV_SCENE_ID): `InitFaceVerify` (ProductCode ID_PRO, Model LIVENESS, the person's
 * name and ID number, our OuterOrderNo, ReturnUrl, the page's MetaInfo) answers `ResultObject.CertifyId` and the page
 * to open, `ResultObject.CertifyUrl`; `DescribeFaceVerify` (SceneId, CertifyId) answers `ResultObject.Passed`
 * "T" → passed, "F" → failed (with its SubCode); Code 200 without Passed → pending; anything else → unavailable.
 */
import OpenApiExport, { Config, OpenApiRequest, Params } from '@alicloud/openapi-client';
import type { IdentityProvider, LivenessCheck } from './types.ts';

// CommonJS `exports.default = Client` under Node's ESM loader (see providers/messaging/aliyun-sms.ts).
const OpenApi = (OpenApiExport as unknown as { default?: typeof OpenApiExport }).default ?? OpenApiExport;

export interface AliyunIdentityOptions {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint?: string;
  /** Give up after this many ms (the answer is then `unavailable`). */
  timeoutMs?: number;
  /** The liveness scene's id; without it the provider offers no liveness step. */
  sceneId?: string;
}

/** What InitFaceVerify and DescribeFaceVerify answer (the fields read here). */
interface FaceVerifyBody {
  Code?: string;
  Message?: string;
  ResultObject?: { CertifyId?: string; CertifyUrl?: string; Passed?: string; SubCode?: string };
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
  // RuntimeOptions is a plain bag of settings read by the client.
  const runtime = { readTimeout: timeout, connectTimeout: timeout } as unknown as Parameters<typeof client.callApi>[2];
  const action = (name: string) => new Params({ ...params, action: name });
  const call = async (name: string, query: Record<string, string>): Promise<FaceVerifyBody> => {
    const res = await client.callApi(action(name), new OpenApiRequest({ query }), runtime);
    return (res as { body?: FaceVerifyBody }).body ?? {};
  };
  const sceneId = opts.sceneId;
  const liveness: LivenessCheck | undefined = sceneId
    ? {
        async start(q) {
          const body = await call('InitFaceVerify', {
            SceneId: sceneId,
            OuterOrderNo: q.outerOrderNo,
            ProductCode: 'ID_PRO',
            Model: 'LIVENESS',
            CertType: 'IDENTITY_CARD',
            CertName: q.realName,
            CertNo: q.idNumber,
            ReturnUrl: q.returnUrl,
            ...(q.metaInfo ? { MetaInfo: q.metaInfo } : {}),
          });
          const r = body.ResultObject;
          if (body.Code !== '200' || !r?.CertifyId || !r.CertifyUrl)
            throw new Error(`aliyun InitFaceVerify: Code ${body.Code ?? '?'} ${body.Message ?? ''}`.trim());
          return { certifyId: r.CertifyId, url: r.CertifyUrl };
        },
        async result(certifyId) {
          try {
            const body = await call('DescribeFaceVerify', { SceneId: sceneId, CertifyId: certifyId });
            const r = body.ResultObject;
            const note = `aliyun: Code ${body.Code ?? '?'}, Passed ${r?.Passed ?? '?'}, SubCode ${r?.SubCode ?? '?'}`;
            if (body.Code !== '200') return { result: 'unavailable', note };
            if (r?.Passed === 'T') return { result: 'passed', note };
            if (r?.Passed === 'F') return { result: 'failed', note };
            return { result: 'pending', note };
          } catch (err) {
            return { result: 'unavailable', note: `aliyun: ${(err as Error).message ?? String(err)}`.slice(0, 500) };
          }
        },
      }
    : undefined;
  return {
    name: 'aliyun',
    ...(liveness ? { liveness } : {}),
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
