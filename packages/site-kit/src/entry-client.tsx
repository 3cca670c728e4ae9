/**
 * The browser entry every site uses (`app/entry.client.tsx`: `hydrateSite(messages)`): loads the catalogue of the
 * language the server rendered (`<html lang>`) before hydrating, so the first client render prints the same text.
 * If that chunk cannot be loaded the page still hydrates (keys show until the next load) rather than staying inert.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANG, parseLang } from '@lanyun/i18n';
import { loadMessages, type MessageLoaders } from '@lanyun/i18n/messages';

/** Loads the page language's catalogue, then hydrates the document. */
export function hydrateSite(messages: MessageLoaders): void {
  const lang = parseLang(document.documentElement.lang) ?? DEFAULT_LANG;
  void loadMessages(messages, lang)
    .catch((err: unknown) => {
      // The page still hydrates; texts missing from the catalogue show their keys until the next load.
      console.error(`the ${lang} interface catalogue could not be loaded`, err);
    })
    .then(() => {
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        );
      });
    });
}
