/**
 * Chooses the SMS and e-mail providers from configuration (see types.ts). Missing credentials for
 * a real provider fail at start-up rather than at the first send.
 */
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { aliyunSmsProvider } from './aliyun-sms.ts';
import { outboxProvider } from './outbox.ts';
import { smtpProvider } from './smtp.ts';
import type { MessageProvider } from './types.ts';

export interface Messaging {
  sms: MessageProvider;
  email: MessageProvider;
}

export function createMessaging(config: AppConfig, db: Db): Messaging {
  const outbox = outboxProvider(db);
  let sms = outbox;
  let email = outbox;
  if (config.SMS_PROVIDER === 'aliyun') {
    const {
      ALIYUN_SMS_ACCESS_KEY_ID: id,
      ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
      ALIYUN_SMS_SIGN_NAME: sign,
      ALIYUN_SMS_TEMPLATE_CODE: tpl,
    } = config;
    if (!id || !secret || !sign || !tpl)
      throw new Error('SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, _SECRET, _SIGN_NAME and _TEMPLATE_CODE');
    sms = aliyunSmsProvider({ accessKeyId: id, accessKeySecret: secret, signName: sign, templateCode: tpl });
  }
  if (config.EMAIL_PROVIDER === 'smtp') {
    if (!config.SMTP_URL) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL');
    email = smtpProvider({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  return { sms, email };
}
