/**
 * Outgoing SMS and e-mail go through this interface. Providers: `outbox` (default; stores the
 * message in the database and shows it on /dev/outbox so a tester can read the code), `smtp`
 * (e-mail through nodemailer) and `aliyun` (SMS through Alibaba Cloud SMS).
 */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** E.164-style phone without spaces (e.g. "13800138000" or "+8613800138000") or an e-mail address. */
  to: string;
  subject: string;
  text: string;
  /** Template parameters for SMS services that send only pre-approved templates. */
  params?: Record<string, string>;
}

export interface MessageProvider {
  readonly name: string;
  /** Deliver one message. Throws when the provider refuses it; the caller reports a send failure. */
  send(message: OutgoingMessage): Promise<void>;
}
