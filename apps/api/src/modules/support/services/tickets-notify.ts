/**
 * Tells the other side of a ticket about a reply or a status change: the customer who opened it gets a site
 * message and an e-mail (when the account has an address); the support operators get an e-mail. Sent after the
 * change has committed; a failed e-mail is logged (the reply itself stands, and the site message is the record).
 * The customer's e-mail is in the account's language (`users.lang`, kept from its latest log-in page; Chinese by
 * default, services/accounts/notify.ts accountLang); the support operators' in Chinese followed by English.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { messages, type tickets } from '../../../db/schema.ts';
import type { Messaging } from '../../../providers/messaging/index.ts';
import { ticketAudience } from './tickets.ts';
import { siteMessageRow } from '../../platform/index.ts';
import { mailBody, mailSubject } from '../../platform/index.ts';
import { accountLang } from '../../accounts/index.ts';

type TicketRow = typeof tickets.$inferSelect;
export interface NotifyDeps {
  db: Db;
  messaging: Messaging;
  log: FastifyBaseLogger;
}

async function email(deps: NotifyDeps, to: string, subject: string, text: string) {
  try {
    await deps.messaging.email.send({ channel: 'email', to, subject, text });
  } catch (err) {
    deps.log.error({ err, to }, 'ticket e-mail failed');
  }
}

/** Support answered or changed the status: a site message and an e-mail to the customer who opened the ticket. */
export async function notifyCustomer(deps: NotifyDeps, t: TicketRow, reply: string | null): Promise<void> {
  const { opener } = await ticketAudience(deps.db, t);
  if (!opener) return;
  const status = { key: `ticket.state.${t.status as 1 | 2 | 3 | 4}` } as const;
  await deps.db.insert(messages).values({
    userId: opener.id,
    ...(reply
      ? siteMessageRow('message.ticket_replied', { id: t.id, title: t.title, reply, status })
      : siteMessageRow('message.ticket_status', { id: t.id, title: t.title, status })),
  });
  if (opener.email) {
    const params = { id: t.id, title: t.title, status, ...(reply ? { reply } : {}) };
    const key = reply ? 'mail.ticket_replied' : 'mail.ticket_status';
    const lang = accountLang(opener.lang);
    const text = `${mailBody(`${key}.text`, params, lang)}\n\n/user/tickets?id=${t.id}`;
    await email(deps, opener.email, mailSubject(`${key}.subject`, params, lang), text);
  }
}

/** The customer opened a ticket or replied: an e-mail to every enabled support operator. */
export async function notifySupport(deps: NotifyDeps, t: TicketRow, content: string, opened: boolean): Promise<void> {
  const { staffEmails } = await ticketAudience(deps.db, t);
  const subject = mailSubject(opened ? 'mail.ticket_new.subject' : 'mail.ticket_customer_replied.subject', {
    id: t.id,
    title: t.title,
  });
  await Promise.all(staffEmails.map((to) => email(deps, to, subject, `${content}\n\n/tickets/${t.id}`)));
}
