import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { PERMISSIONS } from '@lanyun/session/permissions';
import { useSession } from '@lanyun/session/react';
import { toast } from '@lanyun/ui/toast';
import {
  REAL_NAME_INFO_KEY,
  fetchRealNameInfo,
  submitRealName,
  type LivenessStep,
  type RealNameApplication,
} from '../api/real-name';

/** react-query key of the face liveness step waiting to be taken (null: none). */
export const LIVENESS_STEP_KEY = ['real-name', 'liveness-step'] as const;
/** Where the step is kept for this tab, so a reload before opening the provider's page keeps it. */
const LIVENESS_STORE = 'lanyun:real-name-liveness';

function readStoredStep(): LivenessStep | null {
  try {
    const raw = window.sessionStorage.getItem(LIVENESS_STORE);
    return raw ? (JSON.parse(raw) as LivenessStep) : null;
  } catch {
    return null;
  }
}

/** Keeps (or with null forgets) the liveness step waiting to be taken, in the query cache and for this tab. */
export function useRememberLiveness() {
  const queryClient = useQueryClient();
  return (step: LivenessStep | null) => {
    queryClient.setQueryData(LIVENESS_STEP_KEY, step);
    try {
      if (step) window.sessionStorage.setItem(LIVENESS_STORE, JSON.stringify(step));
      else window.sessionStorage.removeItem(LIVENESS_STORE);
    } catch {
      // storage refused (private mode): the step lives as long as the page
    }
  };
}

/** The face liveness step waiting to be taken (the provider's page to open), or null. */
export function usePendingLiveness() {
  return useQuery({
    queryKey: LIVENESS_STEP_KEY,
    queryFn: () => readStoredStep(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The verification info of the logged-in user (react-query; null when the API cannot tell). A sub-account sees its
 * main account's verification, and only with the "user-2-1" permission.
 */
export function useRealNameInfo() {
  const { api, user, can } = useSession();
  return useQuery({
    queryKey: REAL_NAME_INFO_KEY,
    queryFn: () => fetchRealNameInfo(api),
    enabled: user !== null && can(PERMISSIONS.realName),
    staleTime: 0,
  });
}

/**
 * Submits an application; on success toasts the message, keeps the face liveness step when the API asks for one (the
 * page then offers the provider's page), reloads the verification info and the profile (so the header shows
 * "… verification under review").
 */
export function useSubmitRealName() {
  const { t } = useTranslation();
  const { api, refresh } = useSession();
  const queryClient = useQueryClient();
  const remember = useRememberLiveness();
  return useMutation({
    mutationFn: (application: RealNameApplication) => submitRealName(api, application),
    onSuccess: async (answer) => {
      if (answer === null) return;
      remember(answer.liveness);
      toast.success(answer.msg || t('realName.submittedToast'));
      await Promise.all([queryClient.invalidateQueries({ queryKey: REAL_NAME_INFO_KEY }), refresh()]);
    },
  });
}
