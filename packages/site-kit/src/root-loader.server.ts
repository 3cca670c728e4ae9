/**
 * The root loader shared by the sites: resolves the interface language (`?lang=`, the `lang` cookie, zh-CN; a language
 * chosen in the URL is remembered with Set-Cookie) and loads its message catalogue, reads the `access-token` cookie and
 * loads the profile server-side so the header renders logged-in without a flash, and loads the site information
 * (/v1/web_init). A token the API rejects is deleted with Set-Cookie (spec §4: profile failure clears the session); a
 * network failure or an outage (`isOutageCode`: the API or its database down) keeps it.
 */
import { isOutageCode } from '@lanyun/api-sdk';
import { clearSessionSetCookies } from '@lanyun/session/cookie-header';
import { requestToken } from '@lanyun/session/server';
import type { User } from '@lanyun/session/session';
import { preparePageLang, type MessageLoaders } from '@lanyun/i18n/messages';
import { data } from 'react-router';
import { serverApi } from './api.server';
import { sessionCookieSecure, type SitePublicConfig } from './env.server';
import type { SiteInfo, SiteRootData } from './root-data';

/** Root loader body: `export const loader = ({ request }) => loadRootData(request, publicConfig(), messages)`. */
export async function loadRootData<C extends SitePublicConfig>(request: Request, config: C, messages: MessageLoaders) {
  const api = serverApi(request);
  const token = requestToken(request);
  const headers = new Headers();
  const [siteRes, userRes, lang] = await Promise.all([
    api.call('/v1/web_init'),
    token ? api.call('/personal_center/user_info') : Promise.resolve(null),
    preparePageLang(request, messages, headers, config.cookieDomain),
  ]);
  const user: User | null = userRes && userRes.code === 200 ? (userRes.data ?? null) : null;
  // The API answered and rejected the token: remove the cookies (not for an outage: the visitor stays logged in).
  if (token && userRes && !user && !isOutageCode(userRes.code)) {
    for (const cookie of clearSessionSetCookies(config.cookieDomain, { secure: sessionCookieSecure() }))
      headers.append('Set-Cookie', cookie);
  }
  const site = siteRes.code === 200 ? ((siteRes.data as SiteInfo | null) ?? null) : null;
  return data<SiteRootData<C>>({ user, site, config, lang }, { headers });
}
