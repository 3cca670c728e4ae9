/**
 * Real-name verification calls (spec §7 normal calls: /authentication/user_auth_info, /base/upload_img,
 * /authentication/user_auth_add; errors are toasted by the client), and the face liveness step where the API has it on
 * (IDENTITY_LIVENESS): the application's answer names the provider's page, /authentication/liveness_result (quiet: the
 * page shows its answer) asks how the check ended.
 */
import { queryData, type ApiClient, type DataOf } from '@lanyun/api-sdk';

/**
 * /authentication/user_auth_info data: the latest application (masked) and its review state — status 0 none,
 * 1 under review, 2 verified, 3 rejected; type 0 none, 1 personal, 2 enterprise.
 */
export type RealNameInfo = DataOf<'/authentication/user_auth_info'>;

/** What an upload is for (the API's `usage`). */
export type ImageUsage = 'id_front' | 'id_back' | 'licence';

/** /base/upload_img data. */
export type UploadedImage = DataOf<'/base/upload_img'>;

/** react-query key of the verification info. */
export const REAL_NAME_INFO_KEY = ['real-name', 'info'] as const;

/** The current verification state; rejects with an `ApiError` (the page shows it with a retry). */
export function fetchRealNameInfo(api: ApiClient): Promise<RealNameInfo> {
  return queryData(api, '/authentication/user_auth_info');
}

/** Uploads one verification image; resolves to its id and URL, or null on failure (already toasted). */
export async function uploadImage(api: ApiClient, file: File, usage: ImageUsage): Promise<UploadedImage | null> {
  const res = await api.call('/base/upload_img', { file, usage });
  return res.code === 200 && res.data && typeof res.data.id === 'number' ? res.data : null;
}

/** A parsed application: personal (type 1) or enterprise (type 2). */
export type RealNameApplication =
  | ({ type: 1 } & { real_name: string; id_number: string; id_front_img: number; id_back_img: number })
  | ({ type: 2 } & { company_name: string; credit_code: string; licence_img: number });

/** The face liveness step the API started for an application: the provider's id of it and the page to open. */
export type LivenessStep = { certify_id: string; url: string };

/**
 * Submits the application; resolves to the API's message on success ('' when it sent none) with the liveness step to
 * take when the API asks for one, null on failure (already toasted).
 */
export async function submitRealName(
  api: ApiClient,
  application: RealNameApplication,
): Promise<{ msg: string; liveness: LivenessStep | null } | null> {
  const res = await api.call('/authentication/user_auth_add', { ...application });
  return res.code === 200 ? { msg: res.msg, liveness: res.data?.liveness ?? null } : null;
}

/** How the face check ended: `passed` verified the account, `failed` left it for review; the API's message. */
export type LivenessOutcome = {
  result: 'passed' | 'failed' | 'pending' | 'unavailable' | 'none';
  msg: string;
};

/** Asks the API how the account's face liveness check ended (`none`: there is no unfinished check). */
export async function fetchLivenessResult(api: ApiClient): Promise<LivenessOutcome> {
  const res = await api.call('/authentication/liveness_result', {}, { quiet: true });
  if (res.code === 200 && res.data) return { result: res.data.liveness_result, msg: res.msg };
  if (res.code === 400) return { result: 'none', msg: res.msg };
  return { result: 'unavailable', msg: res.msg };
}
