import type { Dispatch } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import { ChoiceGroup, Step } from '../../../components/choice-group';
import { discountLabel } from '../../../lib/discount';
import { durationLabel } from '../order-messages';
import { LIMITS, type ConfiguratorAction, type ConfiguratorState, type OrderProblems } from '../configurator';

/** Instance name, purchase duration (with the catalog's discounts) and auto-renew, quantity. */
export function PurchaseStep({
  durations,
  state,
  dispatch,
  problems,
}: {
  durations: Array<{ months: number; label: string; price_pct: number }>;
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  problems: OrderProblems;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Step title={t('order.purchase.name')}>
        <Field
          label={t('order.purchase.instanceName')}
          className="max-w-md"
          value={state.name}
          error={problems.name}
          hint={t('order.purchase.nameHint')}
          onChange={(e) => dispatch({ type: 'name', name: e.target.value })}
        />
      </Step>
      <Step title={t('order.purchase.duration')}>
        <ChoiceGroup
          label={t('order.purchase.durationLabel')}
          size="sm"
          choices={durations.map((d) => ({
            value: d.months,
            label: durationLabel(t, d.months),
            detail: d.price_pct < 100 ? discountLabel(d.price_pct, t) : undefined,
          }))}
          value={state.months}
          onChange={(months) => dispatch({ type: 'months', months })}
        />
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={state.autoRenew}
            onChange={(e) => dispatch({ type: 'auto-renew', on: e.target.checked })}
            className="h-4 w-4 accent-brand-600"
          />
          {t('order.purchase.autoRenew')}
        </label>
      </Step>
      <Step title={t('order.purchase.quantity')}>
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label={t('order.purchase.fewer')}
            className="h-10 w-10 rounded-md border border-line text-lg disabled:opacity-40"
            disabled={state.quantity <= 1}
            onClick={() => dispatch({ type: 'quantity', quantity: state.quantity - 1 })}
          >
            −
          </button>
          <input
            aria-label={t('order.purchase.quantity')}
            type="number"
            min={1}
            max={LIMITS.maxQuantity}
            value={String(state.quantity)}
            onChange={(e) => dispatch({ type: 'quantity', quantity: Number(e.target.value) })}
            className="h-10 w-20 rounded-md border border-line text-center text-sm"
          />
          <button
            type="button"
            aria-label={t('order.purchase.more')}
            className="h-10 w-10 rounded-md border border-line text-lg disabled:opacity-40"
            disabled={state.quantity >= LIMITS.maxQuantity}
            onClick={() => dispatch({ type: 'quantity', quantity: state.quantity + 1 })}
          >
            +
          </button>
          <span className="text-xs text-ink-muted">{t('order.purchase.max', { max: LIMITS.maxQuantity })}</span>
        </div>
      </Step>
    </>
  );
}
