/** The contact form's call (API `/ipintel/contact_add`): custom plans, support, feedback. */
import type { ApiClient, Envelope } from '@lanyun/api-sdk';

export type ContactKind = 'custom_plan' | 'support' | 'feedback';

export function sendContact(
  api: ApiClient,
  values: { kind: ContactKind; name: string; email: string; company: string; message: string },
): Promise<Envelope<unknown>> {
  return api.call('/ipintel/contact_add', values);
}
