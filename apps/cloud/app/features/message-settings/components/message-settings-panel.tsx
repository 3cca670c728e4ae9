/**
 * /user/messages (消息接收管理): a table of message categories against the channels in-app, e-mail and SMS, one
 * checkbox each, saved as it is ticked. In-app messages of money categories cannot be turned off (the box is ticked
 * and disabled, with the reason beside it). A failed read shows the error with a retry; a refused save shows the
 * server's message (the API client's warning) and the box keeps the saved value.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { QueryError } from '@lanyun/ui/query-error';
import { toast } from '@lanyun/ui/toast';
import { UiLink } from '@lanyun/ui/link';
import {
  MESSAGE_SETTINGS_KEY,
  fetchChannelSettings,
  saveChannel,
  type ChannelName,
  type ChannelRow,
  type ChannelSettings,
} from '../api';

const CHANNELS: ChannelName[] = ['in_app', 'email', 'sms'];
const TH = 'px-3 py-2 font-medium';

export function MessageSettingsPanel() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: MESSAGE_SETTINGS_KEY, queryFn: () => fetchChannelSettings(api) });
  /**
   * The choices being saved, by `<category>:<channel>`: React state set in the click's own event, so the box shows the
   * choice in the render that ends that event (react-query's cache tells its observers a task later, and a controlled
   * box would show the old state in between). Cleared when the save settles; the box then shows the cache, which holds
   * what the server keeps (the saved settings, or, after a refused or failed save, the settings as they were).
   */
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const save = useMutation({
    mutationFn: (v: { row: ChannelRow; channel: ChannelName; on: boolean }) => saveChannel(api, v.row, v.channel, v.on),
    onSuccess: (next) => {
      if (!next) return;
      queryClient.setQueryData<ChannelSettings>(MESSAGE_SETTINGS_KEY, next);
      toast.success(t('messageSettings.saved'));
    },
    onError: () => toast.error(t('messageSettings.saveFailed')),
    onSettled: (_data, _err, v) =>
      setChoices((c) => {
        const { [`${v.row.category}:${v.channel}`]: _done, ...rest } = c;
        return rest;
      }),
  });
  /** Shows the choice at once and saves it; a refused or failed save leaves the server's settings shown. */
  const toggle = (row: ChannelRow, channel: ChannelName, on: boolean) => {
    setChoices((c) => ({ ...c, [`${row.category}:${channel}`]: on }));
    save.mutate({ row, channel, on });
  };
  return (
    <div className="space-y-4">
      <p className="max-w-2xl text-sm text-ink-muted">
        {t('messageSettings.intro')}{' '}
        <UiLink href="/notice?tab=messages" className="text-brand-600 underline hover:no-underline">
          {t('messageSettings.toMessages')}
        </UiLink>
      </p>
      {settings.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('form.loading')}</p>
      ) : settings.isError ? (
        <QueryError query={settings} title={t('messageSettings.loadFailed')} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm" aria-label={t('messageSettings.table')}>
            <thead className="bg-surface text-ink-muted">
              <tr>
                <th className={TH} scope="col">
                  {t('messageSettings.category')}
                </th>
                {CHANNELS.map((c) => (
                  <th key={c} className={`${TH} text-center`} scope="col">
                    {t(`messageSettings.channel.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {settings.data.list.map((row) => {
                const name = t(`messageSettings.categories.${row.category}.name`);
                return (
                  <tr key={row.category} data-testid={`category-${row.category}`}>
                    <th scope="row" className="px-3 py-3 text-left align-top font-normal">
                      <span className="block font-medium text-ink">{name}</span>
                      <span className="block text-xs text-ink-muted">
                        {t(`messageSettings.categories.${row.category}.what`)}
                      </span>
                      {row.in_app_required ? (
                        <span className="mt-1 block text-xs text-ink-muted">{t('messageSettings.inAppRequired')}</span>
                      ) : null}
                    </th>
                    {CHANNELS.map((c) => (
                      <td key={c} className="px-3 py-3 text-center align-top">
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-brand-600"
                          aria-label={t('messageSettings.toggle', {
                            category: name,
                            channel: t(`messageSettings.channel.${c}`),
                          })}
                          checked={choices[`${row.category}:${c}`] ?? row[c] === 1}
                          disabled={save.isPending || (c === 'in_app' && row.in_app_required === 1)}
                          onChange={(e) => toggle(row, c, e.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-ink-muted">{t('messageSettings.contacts')}</p>
    </div>
  );
}
