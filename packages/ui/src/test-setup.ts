import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Testing Library only auto-cleans when vitest globals are on; do it explicitly.
afterEach(() => cleanup());

// `findBy…` waits up to 5 s (Testing Library's default is 1 s): the test run shares the CPU with the site builds.
configure({ asyncUtilTimeout: 5_000 });

// Components read their text from the English catalogue in unit tests.
import { setupTestI18n } from '@lanyun/i18n/testing';
import en from './locales/en.json';

setupTestI18n({ ui: en });
