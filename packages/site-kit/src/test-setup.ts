import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only auto-cleans when vitest globals are on; do it explicitly.
afterEach(() => cleanup());

// Components read their text from the English catalogues in unit tests.
import { setupTestI18n } from '@lanyun/i18n/testing';
import uiEn from '@lanyun/ui/locales/en';
import en from './locales/en.json';

setupTestI18n({ kit: en, ui: uiEn });
