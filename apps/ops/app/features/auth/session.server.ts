/**
 * The root loader's operator check (server only): resolves the interface language (`?lang=`, the `lang` cookie, zh-CN)
 * and loads its catalogue, reads the `ops-token` cookie, asks the API who it belongs to
 * (/ops/me, API_URL), and gates the console — every page but /login needs an operator, so a visitor without one
 * is redirected to `/login?redirect=<path>` before any console markup is rendered; a logged-in operator opening
 * /login goes to the dashboard, and one without two-factor log-in yet goes to its enrolment (/two-factor), the only
 * thing the API lets such a session do. A token the API rejects is deleted with Set-Cookie; when the API cannot be
 * reached the page fails with 503 instead of logging the operator out.
 */
import { createApiClient, CODE_CLIENT_ERROR } from '@lanyun/api-sdk';
import { serverApiUrl } from '@lanyun/site-kit/env.server';
import { preparePageLang } from '@lanyun/i18n/messages';
import { data, redirect } from 'react-router';
import { messages } from '../../i18n';
import { publicConfig } from '../../lib/env.server';
import type { Operator, OpsRootData } from '../../root-data';
import { clearOpsTokenSetCookie, opsTokenFromRequest } from './cookie';
import { gateRedirect } from './gate';

/** Root loader body. */
export async function loadOpsRoot(request: Request) {
  const url = new URL(request.url);
  const token = opsTokenFromRequest(request);
  const headers = new Headers();
  const lang = await preparePageLang(request, messages, headers);
  let operator: Operator | null = null;
  if (token) {
    const api = createApiClient({
      baseUrl: serverApiUrl(),
      getToken: () => token,
      headers: { 'accept-language': lang },
    });
    const res = await api.call('/ops/me');
    if (res.code === 200 && res.data) operator = res.data;
    else if (res.code === CODE_CLIENT_ERROR) throw data('The API cannot be reached', { status: 503 });
    else headers.append('Set-Cookie', clearOpsTokenSetCookie());
  }
  const target = gateRedirect(url, operator);
  if (target) throw redirect(target, { headers });
  return data<OpsRootData>({ operator, config: publicConfig(), lang }, { headers });
}
