import type { Dispatch } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { SelectField } from '@lanyun/ui/field';
import { ChoiceGroup, Step } from '../../../components/choice-group';
import type { ZoneImage } from '../api/ecs-order';
import type { ConfiguratorAction, ConfiguratorState } from '../configurator';

/** Public OS images of the zone: pick the operating system, then its version. */
export function ImageStep({
  images,
  state,
  dispatch,
}: {
  images: ZoneImage[];
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
}) {
  const { t } = useTranslation();
  const chosen = images.find((i) => i.id === state.imageId);
  const names = [...new Set(images.map((i) => i.name))];
  const versions = images.filter((i) => i.name === chosen?.name);
  return (
    <Step title={t('order.fact.image')}>
      {images.length ? (
        <>
          <ChoiceGroup
            label={t('order.image.os')}
            size="sm"
            choices={names.map((n) => ({ value: n, label: <span translate="no">{n}</span> }))}
            value={chosen?.name ?? null}
            onChange={(name) => {
              const first = images.find((i) => i.name === name);
              if (first) dispatch({ type: 'image', imageId: first.id, images });
            }}
          />
          <SelectField
            label={t('order.image.version')}
            className="max-w-sm"
            value={String(state.imageId ?? '')}
            onChange={(e) => dispatch({ type: 'image', imageId: Number(e.target.value), images })}
            options={versions.map((i) => ({ value: String(i.id), label: `${i.name} ${i.version}` }))}
          />
        </>
      ) : (
        <p className="text-sm text-ink-muted">{t('order.image.loading')}</p>
      )}
    </Step>
  );
}
