// Components read their text from the English catalogue in unit tests (as a visitor of ?lang=en sees it).
import { setupTestI18n } from '@lanyun/i18n/testing';
import en from './locales/en';

setupTestI18n(en);
