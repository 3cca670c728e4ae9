/**
 * /docs: the IP API reference, rendered on the server from the API's OpenAPI document (`/openapi.json`) so it
 * always matches the running API: every IP endpoint with parameters, answer fields and curl / JavaScript / Python
 * examples, plus the envelope and error codes.
 */
import { useLoaderData } from 'react-router';
import { serverApiUrl } from '@lanyun/site-kit/env.server';
import type { Route } from './+types/docs';
import { seo } from '../lib/seo';
import { EndpointDoc } from '../features/docs/components/endpoint-doc';
import { ipEndpoints, type OpenApiDoc } from '../features/docs/openapi';
import { publicConfig } from '../lib/env.server';

export async function loader() {
  const apiUrl = publicConfig().apiUrl;
  try {
    const res = await fetch(`${serverApiUrl()}/openapi.json`, { signal: AbortSignal.timeout(10_000) });
    return { apiUrl, endpoints: ipEndpoints((await res.json()) as OpenApiDoc) };
  } catch {
    return { apiUrl, endpoints: [] };
  }
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: 'API reference', description: 'IP geolocation, privacy and ASN API: endpoints, fields and examples in curl, JavaScript and Python.' });
}

const ERRORS: Array<[number, string]> = [
  [400, 'Invalid address or parameters (the message names the problem)'],
  [401, 'Missing or unknown API key'],
  [403, 'The plan does not allow this call'],
  [429, 'Monthly quota used up (data.reset_at: when it resets, Unix seconds) or too many anonymous requests'],
  [503, 'The database is loading; retry shortly'],
];

export default function DocsRoute(_: Route.ComponentProps) {
  const { apiUrl, endpoints } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 pt-24 pb-16 lg:px-6">
      <nav aria-label="Endpoints" className="hidden w-56 shrink-0 lg:block">
        <ul className="sticky top-24 space-y-1 text-sm">
          {endpoints.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} className="block rounded px-2 py-1 font-mono text-xs text-ink-soft hover:bg-surface">
                {e.method} {e.path}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 space-y-6">
        <header>
          <h1 className="text-3xl font-semibold text-ink">API reference</h1>
          <p className="mt-3 text-ink-soft">
            Base URL <code className="rounded bg-surface px-1">{apiUrl}</code>. Send your key (Dashboard → API keys) in the <code>x-api-key</code> header. Every answer is HTTP 200 with
            a JSON envelope <code>{'{ code, msg, data }'}</code>: <code>code</code> 200 is success. Private and reserved addresses are answered with their <code>address_type</code> and
            null location. Fields a source does not have are <code>null</code>.
          </p>
          <table className="mt-4 text-sm">
            <tbody>
              {ERRORS.map(([c, m]) => (
                <tr key={c}>
                  <td className="pr-4 font-mono text-ink">{c}</td>
                  <td className="text-ink-soft">{m}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-sm text-ink-soft">
            Geolocation data:{' '}
            <a href="https://db-ip.com" className="text-brand-600 underline">
              IP Geolocation by DB-IP
            </a>{' '}
            (CC BY 4.0). Show this credit wherever you display results.
          </p>
        </header>
        {endpoints.length === 0 ? <p className="text-ink-soft">The API reference is not available right now.</p> : null}
        {endpoints.map((e) => (
          <EndpointDoc key={e.id} endpoint={e} apiUrl={apiUrl} />
        ))}
      </div>
    </div>
  );
}
