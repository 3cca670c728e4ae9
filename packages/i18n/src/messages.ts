/**
 * Message catalogues: each site lists, per language, a loader that imports that language's catalogue (its own
 * namespace plus the shared `ui` and `kit` ones). Only the page's language is loaded in the browser (one chunk per
 * language); the server loads each language once and keeps it.
 */
import { DEFAULT_LANG, langSetCookie, requestLang, type Lang } from './langs';

/** A message tree: nested objects of strings (i18next's JSON v4 format, plurals as `key_one` / `key_other`). */
export interface MessageTree {
  [key: string]: string | MessageTree;
}
/** One language's catalogue: namespace → messages. */
export type Messages = Record<string, MessageTree>;
/** Per language, a function that imports its catalogue (e.g. `() => import('./locales/en')`). */
export type MessageLoaders = Record<Lang, () => Promise<{ default: Messages } | Messages>>;

const loaded = new Map<Lang, Messages>();

/** Loads (once) and returns `lang`'s catalogue. Rejects when the loader fails (e.g. a chunk that cannot be fetched). */
export async function loadMessages(loaders: MessageLoaders, lang: Lang): Promise<Messages> {
  const cached = loaded.get(lang);
  if (cached) return cached;
  const mod = await loaders[lang]();
  const messages = ('default' in mod ? mod.default : mod) as Messages;
  loaded.set(lang, messages);
  return messages;
}

/** The catalogue of `lang` if it has been loaded, else the default language's, else an empty one (keys show). */
export function loadedMessages(lang: Lang): Messages {
  return loaded.get(lang) ?? loaded.get(DEFAULT_LANG) ?? {};
}

/** Whether `lang`'s catalogue has been loaded. */
export function isLoaded(lang: Lang): boolean {
  return loaded.has(lang);
}

/** Registers an already imported catalogue (tests, and servers that import catalogues statically). */
export function registerMessages(lang: Lang, messages: Messages): void {
  loaded.set(lang, messages);
}

/** Every key (dot-separated paths) of a message tree, sorted; for catalogue completeness tests. */
export function messageKeys(tree: MessageTree, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') keys.push(path);
    else keys.push(...messageKeys(v, path));
  }
  return keys.sort();
}

/**
 * A root loader's language step: the request's language (see `requestLang`), remembered with a Set-Cookie appended to
 * `headers` when the URL chose it, and its catalogue loaded. Resolves with the language.
 */
export async function preparePageLang(
  request: Request,
  loaders: MessageLoaders,
  headers: Headers,
  cookieDomain?: string | null,
): Promise<Lang> {
  const { lang, fromUrl, fromCookie } = requestLang(request);
  if (fromUrl && fromUrl !== fromCookie) headers.append('Set-Cookie', langSetCookie(fromUrl, cookieDomain));
  await loadMessages(loaders, lang);
  return lang;
}
