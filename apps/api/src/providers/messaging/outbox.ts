/** The default message provider: keeps each message in `outbox_messages` instead of sending it. */
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import type { MessageProvider } from './types.ts';

export function outboxProvider(db: Db): MessageProvider {
  return {
    name: 'outbox',
    async send(m) {
      await db.insert(outboxMessages).values({ channel: m.channel, recipient: m.to, subject: m.subject, body: m.text });
    },
  };
}
