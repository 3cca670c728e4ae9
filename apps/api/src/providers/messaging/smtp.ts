/**
 * E-mail over SMTP with nodemailer. Configured by `SMTP_URL` (e.g. smtps://user:pass@smtp.example.com)
 * and `MAIL_FROM`. Only e-mail: an SMS handed to it is an error.
 */
import nodemailer from 'nodemailer';
import type { MessageProvider } from './types.ts';

export function smtpProvider(opts: { url: string; from: string }): MessageProvider {
  const transport = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    async send(m) {
      if (m.channel !== 'email') throw new Error('The SMTP provider sends e-mail only');
      await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
