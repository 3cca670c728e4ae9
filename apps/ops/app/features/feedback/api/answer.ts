/** /ops/feedback/answer: store an answer to feedback, mark it handled and e-mail it to the customer (any operator). */
import type { ApiClient } from '@lanyun/api-sdk';
import { toast } from '@lanyun/ui/toast';
import { successMessage } from '../../../lib/success-message';

/** Answers feedback `id`; true when accepted (success toast: the API's message, else `doneMessage`). */
export async function answerFeedback(api: ApiClient, id: number, reply: string, doneMessage: string): Promise<boolean> {
  const res = await api.call('/ops/feedback/answer', { id, reply });
  if (res.code !== 200) return false;
  toast.success(successMessage(res.msg, doneMessage));
  return true;
}
