import type { Dispatch } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { Field } from '@lanyun/ui/field';
import { formatMoney } from '@lanyun/ui/format';
import { ChoiceGroup, Step } from '../../../components/choice-group';
import type { ZoneFamily } from '../api/ecs-order';
import { LIMITS, type ConfiguratorAction, type ConfiguratorState } from '../configurator';

/** Instance family, instance type (vCPU / memory with the catalog's monthly list price) and public bandwidth. */
export function InstanceStep({
  families,
  state,
  dispatch,
}: {
  families: ZoneFamily[];
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
}) {
  const { t } = useTranslation();
  const family = families.find((f) => f.code === state.familyCode) ?? families[0];
  return (
    <>
      <Step title={t('order.instance.title')}>
        {families.length ? (
          <>
            <ChoiceGroup
              label={t('order.instance.family')}
              choices={families.map((f) => ({ value: f.code, label: f.name }))}
              value={family?.code ?? null}
              onChange={(code) => {
                const next = families.find((f) => f.code === code);
                if (next) dispatch({ type: 'family', family: next });
              }}
            />
            {family ? <p className="text-xs text-ink-muted">{family.description}</p> : null}
            <div className="overflow-x-auto rounded-lg border border-line">
              <table className="w-full min-w-[480px] text-left text-sm" aria-label={t('order.instance.types')}>
                <thead className="bg-surface text-ink-muted">
                  <tr>
                    <th className="px-4 py-2 font-medium">{t('order.instance.type')}</th>
                    <th className="px-4 py-2 font-medium">vCPU</th>
                    <th className="px-4 py-2 font-medium">{t('order.instance.memory')}</th>
                    <th className="px-4 py-2 text-right font-medium">{t('order.instance.listPrice')}</th>
                  </tr>
                </thead>
                <tbody role="radiogroup" aria-label={t('order.instance.type')} className="divide-y divide-line">
                  {(family?.types ?? []).map((row) => {
                    const checked = row.id === state.typeId;
                    return (
                      <tr
                        key={row.id}
                        role="radio"
                        aria-checked={checked}
                        aria-label={`${row.code}, ${row.vcpu} vCPU, ${row.memory_gb} GiB`}
                        tabIndex={0}
                        onClick={() => dispatch({ type: 'instance-type', typeId: row.id, code: row.code })}
                        onKeyDown={(e) => {
                          if (e.key === ' ' || e.key === 'Enter') {
                            e.preventDefault();
                            dispatch({ type: 'instance-type', typeId: row.id, code: row.code });
                          }
                        }}
                        className={cn('cursor-pointer', checked ? 'bg-brand-50' : 'hover:bg-surface')}
                      >
                        <td className="px-4 py-2">
                          <span
                            className={cn(
                              'mr-2 inline-block h-3 w-3 rounded-full border align-middle',
                              checked ? 'border-4 border-brand-600' : 'border-line',
                            )}
                          />
                          <span className="font-mono text-xs">{row.code}</span>
                        </td>
                        <td className="px-4 py-2">{row.vcpu} vCPU</td>
                        <td className="px-4 py-2">{row.memory_gb} GiB</td>
                        <td className="px-4 py-2 text-right">¥{formatMoney(row.price_month)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{t('order.instance.loading')}</p>
        )}
      </Step>
      <Step title={t('order.fact.bandwidth')}>
        <div className="flex flex-wrap items-end gap-4">
          <input
            type="range"
            aria-label={t('order.instance.bandwidthSlider')}
            min={0}
            max={LIMITS.maxBandwidthMbps}
            value={state.bandwidthMbps}
            onChange={(e) => dispatch({ type: 'bandwidth', mbps: Number(e.target.value) })}
            className="w-64 accent-brand-600"
          />
          <Field
            label={t('order.instance.bandwidth')}
            type="number"
            min={0}
            max={LIMITS.maxBandwidthMbps}
            className="w-44"
            value={String(state.bandwidthMbps)}
            onChange={(e) => dispatch({ type: 'bandwidth', mbps: Number(e.target.value) })}
          />
        </div>
        <p className="text-xs text-ink-muted">{t('order.instance.bandwidthHint')}</p>
      </Step>
    </>
  );
}
