/** Request and response shapes of the support ticket calls (/ticket/*, /ops/tickets/*). */
import { z } from 'zod';
import { TICKET_CATEGORIES } from '../services/tickets.ts';
import { IdList, UnixSeconds } from '../../../lib/schemas.ts';

export const TicketStatus = z.coerce
  .number()
  .int()
  .min(1)
  .max(4)
  .describe('1 open, 2 processing, 3 waiting for the customer, 4 closed');
export const Attachments = IdList(5).optional().describe('Comma-separated upload ids (usage ticket, /base/upload_img)');
export const ReplyText = z.string().trim().min(1, 'ticket.message_required').max(5000, 'ticket.message_long');

export const TicketItem = z.object({
  id: z.number().int(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.number().int().describe('1 low, 2 normal, 3 high, 4 urgent'),
  title: z.string(),
  resource_id: z.string().nullable().describe('The ECS instance or cloud phone the ticket is about'),
  status: z.number().int().describe('1 open, 2 processing, 3 waiting for the customer, 4 closed'),
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
  closed_at: UnixSeconds.nullable(),
  user_name: z.string().optional(),
});

export const TicketDetail = TicketItem.extend({
  replies: z.array(
    z.object({
      id: z.number().int(),
      from: z.enum(['customer', 'support']),
      author: z.string(),
      content: z.string(),
      created_at: UnixSeconds,
      attachments: z.array(
        z.object({ id: z.number().int(), mime: z.string(), size: z.number().int(), url: z.string() }),
      ),
    }),
  ),
});
