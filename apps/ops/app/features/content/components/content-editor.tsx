/**
 * The editor of one content item: the fields every language shares, then a tab per language — Chinese (zh-CN,
 * required) and English (optional; empty fields mean "not translated") — with rich-text bodies previewed as the API
 * will sanitize them. A download entry also has a file control that uploads its file and fills in the URL, size and
 * SHA-256 (download-file-field.tsx); covers and banner images upload too (image-url-field.tsx), and the body editor's
 * image button inserts an uploaded image. "Save" sends every field (the API replaces the whole item) and returns to the list.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Field, FieldShell, SelectField, inputClass } from '@lanyun/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lanyun/ui/tabs';
import { useOps } from '../../auth/ops-session';
import { fetchClassOptions, uploadContentImage, type ContentItem } from '../api/content';
import { fieldHint, fieldLabel, kindLabel } from '../kind-labels';
import {
  missingTranslations,
  toFormValues,
  toSaveParams,
  type FieldSpec,
  type FormValues,
  type KindSpec,
} from '../kinds';
import { DownloadFileField } from './download-file-field';
import { HtmlField } from './html-field';
import { ImageUrlField } from './image-url-field';
import { SectionsField } from './sections-field';
import { QueryError } from '@lanyun/ui/query-error';

/** Props of {@link ContentEditor}. */
export interface ContentEditorProps {
  spec: KindSpec;
  /** The item to edit; null for a new one. */
  item: ContentItem | null;
  onSave: (params: Record<string, string | number>) => Promise<boolean>;
  onCancel: () => void;
}

const LANGS = [
  { id: 'zh', suffix: '', tabKey: 'content.langTabs.zh', tag: 'zh-CN' },
  { id: 'en', suffix: '_en', tabKey: 'content.langTabs.en', tag: 'en' },
] as const;

export function ContentEditor({ spec, item, onSave, onCancel }: ContentEditorProps) {
  const { t } = useTranslation();
  const { api } = useOps();
  const [values, setValues] = useState<FormValues>(() => toFormValues(spec, item));
  const [busy, setBusy] = useState(false);
  const classKind = spec.kind === 'resource' ? 'resource_class' : 'news_class';
  const needsClasses = spec.fields.some((f) => f.input === 'class');
  const classes = useQuery({
    queryKey: ['ops', 'content', classKind, 'options'],
    queryFn: () => fetchClassOptions(api, classKind, t),
    enabled: needsClasses,
  });
  const set = (key: string, v: string) => setValues((prev) => ({ ...prev, [key]: v }));
  const shared = spec.fields.filter((f) => !f.bilingual);
  const bilingual = spec.fields.filter((f) => f.bilingual);
  const untranslated = missingTranslations(spec, values).map((label) =>
    fieldLabel(spec, spec.fields.find((f) => f.label === label) ?? { key: '', label }, t),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await onSave(toSaveParams(spec, values, item?.id)).finally(() => setBusy(false));
  };

  const control = (f: FieldSpec, key: string, label: string) => {
    const value = values[key] ?? '';
    const hint = fieldHint(spec, f, t);
    switch (f.input) {
      case 'html':
        return (
          <HtmlField
            key={key}
            label={label}
            value={value}
            hint={hint}
            onChange={(v) => set(key, v)}
            uploadImage={(file) => uploadContentImage(api, file)}
          />
        );
      case 'image':
        return <ImageUrlField key={key} label={label} value={value} hint={hint} onChange={(v) => set(key, v)} />;
      case 'sections':
        return (
          <SectionsField
            key={key}
            label={label}
            value={value}
            onChange={(v) => set(key, v)}
            copyFrom={values[key === f.key ? `${f.key}_en` : f.key]}
          />
        );
      case 'textarea':
        return (
          <FieldShell key={key} label={label} hint={hint}>
            {(c) => (
              <textarea
                {...c}
                rows={3}
                value={value}
                onChange={(e) => set(key, e.target.value)}
                className={cn(inputClass(false), 'h-auto py-2')}
              />
            )}
          </FieldShell>
        );
      case 'flag':
        return (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value === '1'} onChange={(e) => set(key, e.target.checked ? '1' : '0')} />
            {label}
          </label>
        );
      case 'select':
        return (
          <SelectField
            key={key}
            label={label}
            hint={hint}
            value={value}
            options={(f.options ?? []).map((o) => ({ value: o, label: o }))}
            onChange={(e) => set(key, e.target.value)}
          />
        );
      case 'class':
        if (classes.isError) return <QueryError key={key} query={classes} title={label} />;
        return (
          <SelectField
            key={key}
            label={label}
            hint={hint}
            value={value}
            placeholder={t('content.choose')}
            options={classes.data ?? []}
            onChange={(e) => set(key, e.target.value)}
          />
        );
      case 'datetime':
        return (
          <Field
            key={key}
            label={label}
            hint={hint}
            type="datetime-local"
            value={value}
            onChange={(e) => set(key, e.target.value)}
          />
        );
      default:
        return (
          <Field
            key={key}
            label={label}
            hint={hint}
            type={f.input === 'number' ? 'number' : 'text'}
            value={value}
            onChange={(e) => set(key, e.target.value)}
          />
        );
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      {shared.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {spec.kind === 'download' ? (
            <DownloadFileField
              onUploaded={(file) =>
                setValues((prev) => ({
                  ...prev,
                  url: file.url,
                  size_bytes: String(file.size_bytes),
                  sha256: file.sha256,
                }))
              }
            />
          ) : null}
          {shared.map((f) => control(f, f.key, fieldLabel(spec, f, t)))}
        </div>
      ) : null}
      {bilingual.length ? (
        <Tabs defaultValue="zh">
          <TabsList aria-label={t('content.langTabs.label')}>
            {LANGS.map((l) => (
              <TabsTrigger key={l.id} value={l.id}>
                {t(l.tabKey)}
              </TabsTrigger>
            ))}
          </TabsList>
          {LANGS.map((l) => (
            <TabsContent
              key={l.id}
              value={l.id}
              forceMount
              className="flex flex-col gap-4 data-[state=inactive]:hidden"
              lang={l.tag}
            >
              {bilingual.map((f) =>
                control(f, f.key + l.suffix, t('content.fieldInLang', { label: fieldLabel(spec, f, t), lang: l.tag })),
              )}
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
      {untranslated.length ? (
        <p className="text-sm text-warning-strong" role="status">
          {t('content.untranslated', { fields: untranslated.join(t('content.listSeparator')) })}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {item ? t('content.saveChanges') : t('content.create', { kind: kindLabel(spec, t).toLowerCase() })}
        </Button>
      </div>
    </form>
  );
}
