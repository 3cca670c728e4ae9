/**
 * React binding: {@link I18nProvider} gives the tree an i18next instance for the page's language, built synchronously
 * from the already loaded catalogue (so server rendering and hydration print the same text), and re-exports the
 * react-i18next hooks the components use.
 */
import { useState, type ReactNode } from 'react';
import i18next, { type i18n, type TFunction } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Lang } from './langs';
import { isLoaded, loadedMessages, type Messages } from './messages';

export { Trans, useTranslation } from 'react-i18next';

/** Namespace of a site's own messages (`useTranslation()` without arguments). */
export const APP_NS = 'app';

/**
 * A new i18next instance for `lang` with `messages` (namespace → tree), initialised synchronously. Missing keys fall
 * back to zh-CN, then show the key. Interpolation does not escape: React escapes text when rendering.
 */
export function createI18n(lang: Lang, messages: Messages, fallback?: Messages): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Messages> = { [lang]: messages };
  if (fallback && lang !== DEFAULT_LANG) resources[DEFAULT_LANG] = fallback;
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    ns: Object.keys(messages),
    defaultNS: APP_NS,
    fallbackNS: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Provides the i18next instance for `lang`, from the catalogue loaded with `loadMessages` (see ./messages). */
export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [instance] = useState(() => createI18n(lang, loadedMessages(lang)));
  if (instance.language !== lang) void instance.changeLanguage(lang);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

const translators = new Map<Lang, i18n>();

/**
 * A `t` for `lang` outside React (route `meta` functions, loaders): `translatorFor(langFromMatches(matches))('home.title')`.
 * Uses the catalogue already loaded for the page (the root loader on the server, `hydrateSite` in the browser).
 */
export function translatorFor(lang: Lang, ns: string = APP_NS): TFunction {
  let instance = translators.get(lang);
  if (!instance) {
    instance = createI18n(lang, loadedMessages(lang));
    if (isLoaded(lang)) translators.set(lang, instance);
  }
  return instance.getFixedT(lang, ns);
}
