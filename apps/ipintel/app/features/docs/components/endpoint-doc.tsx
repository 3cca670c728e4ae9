/** One endpoint of the reference: summary, parameters, answer fields and examples in curl / JavaScript / Python. */
import { useState } from 'react';
import type { Translate } from '@lanyun/i18n';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { examples, type Endpoint, type Field } from '../openapi';

/**
 * A field's description in the page's language: the contract's for the IP answer's fields, else the catalogue's
 * (`docs.fieldsOf.<endpoint>.<field>` for one endpoint, else `docs.fields.<last part of the name>`), the API document's
 * own for a field added since.
 */
function fieldDescription(endpointId: string, f: Field, t: Translate, lang: string): string {
  if (f.descriptions) return lang === 'zh-CN' ? f.descriptions['zh-CN'] : f.descriptions.en;
  if (!f.description) return '';
  const full = f.name.replace(/\[\]/g, '').replace(/\./g, '_');
  const leaf = f.name.split('.').pop()!.replace(/\[\]$/, '');
  const keys = [`docs.fieldsOf.${endpointId}.${full}`, `docs.fields.${full}`, `docs.fields.${leaf}`];
  for (const key of keys) {
    const text = t(key, { defaultValue: '' });
    if (text) return text;
  }
  return f.description;
}

function FieldTable({ title, fields, endpointId }: { title: string; fields: Field[]; endpointId: string }) {
  const { t, i18n } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <div className="mt-4 overflow-x-auto">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <table className="mt-2 w-full text-left text-sm">
        <tbody>
          {fields.map((f) => (
            <tr key={f.name} className="border-t border-line align-top">
              {/* The field's name heads its row, so each cell of the row has a header (screen readers, axe). */}
              <th scope="row" className="py-1.5 pr-4 font-mono text-xs font-normal break-all text-ink">
                <code>{f.name}</code>
                {f.required ? <span className="text-danger-strong"> *</span> : null}
              </th>
              <td className="py-1.5 pr-4 font-mono text-xs break-all text-ink-muted">
                <code>{f.type}</code>
              </td>
              <td className="py-1.5 [overflow-wrap:anywhere] text-ink-soft">
                {fieldDescription(endpointId, f, t, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const LANGS = [
  ['curl', 'curl'],
  ['javascript', 'JavaScript'],
  ['python', 'Python'],
] as const;

export function EndpointDoc({ endpoint: e, apiUrl }: { endpoint: Endpoint; apiUrl: string }) {
  const [lang, setLang] = useState<(typeof LANGS)[number][0]>('curl');
  const { t } = useTranslation();
  const code = examples(e, apiUrl);
  return (
    <section
      id={e.id}
      className="min-w-0 scroll-mt-24 rounded-xl border border-line bg-white p-4 sm:p-6"
      aria-label={`${e.method} ${e.path}`}
    >
      {/* Method, path and header name are identifiers: never translated. */}
      <h2 translate="no" className="flex flex-wrap items-center gap-2 font-mono text-base">
        <span
          className={cn(
            'rounded px-2 py-0.5 text-xs font-semibold text-white',
            e.method === 'GET' ? 'bg-success-strong' : 'bg-brand-600',
          )}
        >
          {e.method}
        </span>
        <span className="break-all text-ink">{e.path}</span>
        {e.keyed ? (
          <span className="rounded bg-surface px-2 py-0.5 font-sans text-xs text-ink-soft">x-api-key</span>
        ) : (
          <span translate="yes" className="rounded bg-surface px-2 py-0.5 font-sans text-xs text-ink-soft">
            {t('docs.noKey')}
          </span>
        )}
      </h2>
      {/* The page language's summary (catalogue `docs.summaries`), the API document's own for an endpoint added since. */}
      <p className="mt-2 text-ink-soft">{t(`docs.summaries.${e.id}`, { defaultValue: e.summary })}</p>
      <FieldTable title={t('docs.params')} fields={e.params} endpointId={e.id} />
      <FieldTable title={t('docs.body')} fields={e.body} endpointId={e.id} />
      <div className="mt-4">
        <div role="tablist" aria-label={t('docs.exampleLanguage')} className="flex gap-1">
          {LANGS.map(([id, label]) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={lang === id}
              onClick={() => setLang(id)}
              className={cn(
                'rounded-t-md px-3 py-1 text-sm',
                lang === id ? 'bg-ink text-white' : 'text-ink-soft hover:bg-surface',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <pre
          className="overflow-x-auto rounded-b-md rounded-tr-md bg-ink p-4 font-mono text-xs leading-relaxed text-white"
          data-testid={`example-${e.id}-${lang}`}
        >
          {code[lang]}
        </pre>
      </div>
      <FieldTable title={t('docs.answer')} fields={e.fields} endpointId={e.id} />
    </section>
  );
}
