import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { MESSAGES_KEY, fetchMessages, markMessagesRead, type MarkReadTarget } from '../api/messages';

/** A page of the logged-in user's messages (react-query; keeps the previous page while the next loads). */
export function useMessages(page: number, unreadOnly: boolean) {
  const { api, user } = useSession();
  return useQuery({
    queryKey: [...MESSAGES_KEY, page, unreadOnly],
    queryFn: () => fetchMessages(api, page, unreadOnly),
    enabled: user !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks messages read, then reloads the lists and the header bell's unread count. */
export function useMarkRead() {
  const { api, refreshUnread } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: MarkReadTarget) => markMessagesRead(api, target),
    onSuccess: async (ok) => {
      if (!ok) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }), refreshUnread()]);
    },
  });
}
