/**
 * Real-name verification calls (spec §7 normal calls: /authentication/user_auth_info, /base/upload_img,
 * /authentication/user_auth_add; errors are toasted by the client).
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

/** Submits the application; resolves to the API's message on success ('' when it sent none), null on failure (already toasted). */
export async function submitRealName(api: ApiClient, application: RealNameApplication): Promise<string | null> {
  const res = await api.call('/authentication/user_auth_add', { ...application });
  return res.code === 200 ? res.msg : null;
}
