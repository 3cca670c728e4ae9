/**
 * Tests: makes `useTranslation` work without a provider by initialising the global i18next instance with a catalogue
 * (usually English, so tests read the interface text a user of `?lang=en` sees).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageKeys, type Messages } from './messages';
import { APP_NS } from './react';

/** Initialise the global i18next instance in `lang` with `messages`; call from a vitest setup file. */
export function setupTestI18n(messages: Messages, lang = 'en'): void {
  void i18next.use(initReactI18next).init({
    lng: lang,
    ns: Object.keys(messages),
    defaultNS: APP_NS,
    resources: { [lang]: messages },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
}

/**
 * Problems of a site's catalogues, for a unit test beside them: keys present in one language but not the other, and
 * empty messages. An empty list means every interface text exists in both languages.
 */
export function catalogueProblems(catalogues: Record<string, Messages>): string[] {
  const problems: string[] = [];
  const keysOf = (m: Messages) =>
    new Set(Object.entries(m).flatMap(([ns, tree]) => messageKeys(tree).map((k) => `${ns}:${k}`)));
  const langs = Object.keys(catalogues);
  const sets = Object.fromEntries(langs.map((l) => [l, keysOf(catalogues[l]!)]));
  for (const a of langs) {
    for (const b of langs) {
      if (a === b) continue;
      for (const k of sets[a]!) if (!sets[b]!.has(k)) problems.push(`${k} is in ${a} but missing in ${b}`);
    }
    for (const [ns, tree] of Object.entries(catalogues[a]!)) {
      for (const k of messageKeys(tree)) {
        const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], tree);
        if (typeof v === 'string' && !v.trim()) problems.push(`${ns}:${k} is empty in ${a}`);
      }
    }
  }
  return problems;
}

/**
 * The message keys used literally in source text: `t('a.b')`, `t("a.b", …)`, `i18nKey="a.b"`. Keys built at run time
 * (`t(\`nav.${id}\`)`) are not found; keep those few in a typed map instead. Returns `ns:key` when the call names a
 * namespace prefix (`t('ui:x')`), else the bare key.
 */
export function keysUsedIn(source: string): string[] {
  const out = new Set<string>();
  for (const m of source.matchAll(/\bt\(\s*['"]([\w:.-]+)['"]/g)) out.add(m[1]!);
  for (const m of source.matchAll(/i18nKey=["']([\w:.-]+)["']/g)) out.add(m[1]!);
  return [...out];
}

/**
 * Keys used literally in `sources` (file texts) that `messages` lacks; bare keys belong to `defaultNs`, `ns:key` to
 * that namespace. For a unit test beside each catalogue: every literal `t('…')` has a message.
 */
export function missingUsedKeys(messages: Messages, defaultNs: string, sources: string[]): string[] {
  const have = new Set(Object.entries(messages).flatMap(([ns, tree]) => messageKeys(tree).map((k) => `${ns}:${k}`)));
  const missing = new Set<string>();
  for (const source of sources) {
    for (const key of keysUsedIn(source)) {
      const full = key.includes(':') ? key : `${defaultNs}:${key}`;
      // Plural forms live under key_one / key_other.
      if (!have.has(full) && !have.has(`${full}_other`)) missing.add(full);
    }
  }
  return [...missing].sort();
}
