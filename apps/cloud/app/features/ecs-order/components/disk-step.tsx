import type { Dispatch } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { inputClass } from '@lanyun/ui/field';
import { formatMoney } from '@lanyun/ui/format';
import { Step } from '../../../components/choice-group';
import {
  LIMITS,
  type CatalogDisk,
  type ConfiguratorAction,
  type ConfiguratorState,
  type OrderProblems,
} from '../configurator';

/** A disk category with its name and price per GB a month (from /v1/get_disk). */
export type DiskCategory = CatalogDisk & { name: string; price_gb_month: string };

function DiskRow({
  label,
  categories,
  type,
  gb,
  onChange,
  onRemove,
}: {
  label: string;
  categories: DiskCategory[];
  type: string;
  gb: number;
  onChange: (disk: Partial<{ type: string; gb: number }>) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const category = categories.find((c) => c.code === type);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <select
        aria-label={t('order.disk.typeOf', { disk: label })}
        className={`${inputClass()} w-56`}
        value={type}
        onChange={(e) => onChange({ type: e.target.value })}
      >
        {categories.map((c) => (
          <option key={c.code} value={c.code}>
            {t('order.disk.option', { name: c.name, price: formatMoney(c.price_gb_month) })}
          </option>
        ))}
      </select>
      <input
        aria-label={t('order.disk.sizeOf', { disk: label })}
        type="number"
        className={`${inputClass()} w-28`}
        min={category?.min_gb}
        max={category?.max_gb}
        value={String(gb)}
        onChange={(e) => onChange({ gb: Math.round(Number(e.target.value)) || 0 })}
      />
      <span className="text-sm text-ink-muted">GB</span>
      {onRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('order.disk.removeOf', { disk: label })}>
          {t('order.disk.remove')}
        </Button>
      ) : null}
    </div>
  );
}

/** System disk (categories usable as system disks) and up to 4 data disks. */
export function DiskStep({
  disks,
  state,
  dispatch,
  problems,
}: {
  disks: DiskCategory[];
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  problems: OrderProblems;
}) {
  const { t } = useTranslation();
  const systemCategories = disks.filter((d) => d.system_disk);
  return (
    <Step title={t('order.fact.storage')}>
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">{t('order.disk.system')}</p>
        <DiskRow
          label={t('order.disk.system')}
          categories={systemCategories}
          type={state.systemDisk.type}
          gb={state.systemDisk.gb}
          onChange={(disk) => dispatch({ type: 'system-disk', disk })}
        />
        {problems.systemDisk ? (
          <p role="alert" className="mt-1 text-xs text-danger-strong">
            {problems.systemDisk}
          </p>
        ) : null}
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">{t('order.disk.data')}</p>
        <div className="space-y-2">
          {state.dataDisks.map((d, i) => (
            <DiskRow
              key={d.key}
              label={t('order.disk.dataN', { n: i + 1 })}
              categories={disks}
              type={d.type}
              gb={d.gb}
              onChange={(disk) => dispatch({ type: 'data-disk', key: d.key, disk })}
              onRemove={() => dispatch({ type: 'remove-data-disk', key: d.key })}
            />
          ))}
        </div>
        {problems.dataDisks ? (
          <p role="alert" className="mt-1 text-xs text-danger-strong">
            {problems.dataDisks}
          </p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={state.dataDisks.length >= LIMITS.maxDataDisks || !disks.length}
          onClick={() => dispatch({ type: 'add-data-disk', diskType: disks[0]?.code ?? 'cloud_essd' })}
        >
          {t('order.disk.add')}
        </Button>
        <span className="ml-3 text-xs text-ink-muted">
          {t('order.disk.count', { count: state.dataDisks.length, max: LIMITS.maxDataDisks })}
        </span>
      </div>
    </Step>
  );
}
