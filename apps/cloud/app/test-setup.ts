// Components read their text from the English catalogue in unit tests (as a visitor of ?lang=en sees it).
import { setupTestI18n } from '@lanyun/i18n/testing';
import { configure } from '@testing-library/react';
import en from './locales/en';

setupTestI18n(en);

// `findBy…` waits up to 5 s (Testing Library's default is 1 s): the test run shares the CPU with the site builds.
configure({ asyncUtilTimeout: 5_000 });
