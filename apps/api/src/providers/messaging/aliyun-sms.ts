/**
 * SMS through Alibaba Cloud Short Message Service (SendSms API, version 2017-05-25), signed with
 * the official SDK. Configured by `ALIYUN_SMS_ACCESS_KEY_ID`, `ALIYUN_SMS_ACCESS_KEY_SECRET`,
 * `ALIYUN_SMS_SIGN_NAME` and `ALIYUN_SMS_TEMPLATE_CODE` (a template with a `${code}` variable).
 * Only SMS: an e-mail handed to it is an error.
 */
import DysmsapiExport, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { Config } from '@alicloud/openapi-client';
import type { MessageProvider } from './types.ts';

// The SDK is CommonJS with `exports.default = Client`: under Node's ESM loader the default import is
// the whole `module.exports`, whose `default` is the client class (the bundler-style typing hides this).
const Dysmsapi = (DysmsapiExport as unknown as { default?: typeof DysmsapiExport }).default ?? DysmsapiExport;

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint?: string;
}

export function aliyunSmsProvider(opts: AliyunSmsOptions): MessageProvider {
  const client = new Dysmsapi(
    new Config({
      accessKeyId: opts.accessKeyId,
      accessKeySecret: opts.accessKeySecret,
      endpoint: opts.endpoint ?? 'dysmsapi.aliyuncs.com',
    }),
  );
  return {
    name: 'aliyun-sms',
    async send(m) {
      if (m.channel !== 'sms') throw new Error('The Alibaba Cloud SMS provider sends SMS only');
      const res = await client.sendSms(
        new SendSmsRequest({
          phoneNumbers: m.to,
          signName: opts.signName,
          templateCode: opts.templateCode,
          templateParam: JSON.stringify(m.params ?? {}),
        }),
      );
      if (res.body?.code !== 'OK')
        throw new Error(`Alibaba Cloud SMS refused the message: ${res.body?.code} ${res.body?.message ?? ''}`);
    },
  };
}
