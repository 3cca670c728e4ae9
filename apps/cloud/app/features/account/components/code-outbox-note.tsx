/**
 * The note under the forms that send verification codes (sign-up, SMS log-in, forgot password) on a development
 * platform: SMS and e-mail go to the API's outbox instead of being sent, so the note links the page where they are read
 * (`code_outbox_url` of /v1/web_init). The API answers null in production, and the note is then not shown.
 */
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import type { RootData } from '../../../root-data';

export function CodeOutboxNote() {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const url = root?.site?.code_outbox_url;
  if (!url) return null;
  return (
    <p className="mt-5 rounded-md bg-surface px-3 py-2 text-xs text-ink-soft" data-testid="code-outbox-note">
      {t('auth.outboxNote')}{' '}
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="break-all text-brand-600 hover:underline"
        translate="no"
      >
        {url}
      </a>
    </p>
  );
}
