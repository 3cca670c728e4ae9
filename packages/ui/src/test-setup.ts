import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only auto-cleans when vitest globals are on; do it explicitly.
afterEach(() => cleanup());

// Components read their text from the English catalogue in unit tests.
import { setupTestI18n } from '@lanyun/i18n/testing';
import en from './locales/en.json';

setupTestI18n({ ui: en });
