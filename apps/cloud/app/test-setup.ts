// Components read their text from the English catalogue in unit tests (as a visitor of ?lang=en sees it).
// As in the browser entry: zod without its eval probe, before any schema is built (app/zod-jitless.test.ts).
import '@lanyun/site-kit/zod-jitless';
import { setupTestI18n } from '@lanyun/i18n/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from './locales/en';

setupTestI18n(en);

// `findBy…` waits up to 5 s (Testing Library's default is 1 s): the test run shares the CPU with the site builds.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only auto-cleans when vitest globals are on; do it explicitly (the files share one jsdom).
afterEach(() => cleanup());
