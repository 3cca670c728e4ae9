/**
 * The editor of one content item: the fields every language shares, then a tab per language — Chinese (zh-CN,
 * required) and English (optional; empty fields mean "not translated") — with rich-text bodies previewed as the API
 * will sanitize them. "Save" sends every field (the API replaces the whole item) and returns to the list.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Field, FieldShell, SelectField, inputClass } from '@lanyun/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lanyun/ui/tabs';
import { useOps } from '../../auth/ops-session';
import { fetchClassOptions, type ContentItem } from '../api/content';
import { missingTranslations, toFormValues, toSaveParams, type FieldSpec, type FormValues, type KindSpec } from '../kinds';
import { HtmlField } from './html-field';

/** Props of {@link ContentEditor}. */
export interface ContentEditorProps {
  spec: KindSpec;
  /** The item to edit; null for a new one. */
  item: ContentItem | null;
  onSave: (params: Record<string, string | number>) => Promise<boolean>;
  onCancel: () => void;
}

const LANGS = [
  { id: 'zh', suffix: '', tab: 'Chinese (zh-CN)', tag: 'zh-CN' },
  { id: 'en', suffix: '_en', tab: 'English', tag: 'en' },
] as const;

export function ContentEditor({ spec, item, onSave, onCancel }: ContentEditorProps) {
  const { api } = useOps();
  const [values, setValues] = useState<FormValues>(() => toFormValues(spec, item));
  const [busy, setBusy] = useState(false);
  const classKind = spec.kind === 'resource' ? 'resource_class' : 'news_class';
  const needsClasses = spec.fields.some((f) => f.input === 'class');
  const classes = useQuery({ queryKey: ['ops', 'content', classKind, 'options'], queryFn: () => fetchClassOptions(api, classKind), enabled: needsClasses });
  const set = (key: string, v: string) => setValues((prev) => ({ ...prev, [key]: v }));
  const shared = spec.fields.filter((f) => !f.bilingual);
  const bilingual = spec.fields.filter((f) => f.bilingual);
  const untranslated = missingTranslations(spec, values);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await onSave(toSaveParams(spec, values, item?.id)).finally(() => setBusy(false));
  };

  const control = (f: FieldSpec, key: string, label: string) => {
    const value = values[key] ?? '';
    switch (f.input) {
      case 'html':
        return <HtmlField key={key} label={label} value={value} onChange={(v) => set(key, v)} />;
      case 'textarea':
        return (
          <FieldShell key={key} label={label} hint={f.hint}>
            {(c) => <textarea {...c} rows={3} value={value} onChange={(e) => set(key, e.target.value)} className={cn(inputClass(false), 'h-auto py-2')} />}
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
        return <SelectField key={key} label={label} hint={f.hint} value={value} options={(f.options ?? []).map((o) => ({ value: o, label: o }))} onChange={(e) => set(key, e.target.value)} />;
      case 'class':
        return (
          <SelectField key={key} label={label} hint={f.hint} value={value} placeholder="Choose…" options={classes.data ?? []} onChange={(e) => set(key, e.target.value)} />
        );
      default:
        return <Field key={key} label={label} hint={f.hint} type={f.input === 'number' ? 'number' : 'text'} value={value} onChange={(e) => set(key, e.target.value)} />;
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      {shared.length ? <div className="grid gap-4 md:grid-cols-2">{shared.map((f) => control(f, f.key, f.label))}</div> : null}
      {bilingual.length ? (
        <Tabs defaultValue="zh">
          <TabsList aria-label="Language">
            {LANGS.map((l) => (
              <TabsTrigger key={l.id} value={l.id}>
                {l.tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {LANGS.map((l) => (
            <TabsContent key={l.id} value={l.id} forceMount className="flex flex-col gap-4 data-[state=inactive]:hidden" lang={l.tag}>
              {bilingual.map((f) => control(f, f.key + l.suffix, `${f.label} (${l.tag})`))}
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
      {untranslated.length ? (
        <p className="text-sm text-warning" role="status">
          Not translated into English yet: {untranslated.join(', ')}. English readers will see the Chinese text.
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {item ? 'Save changes' : `Create ${spec.label.toLowerCase()}`}
        </Button>
      </div>
    </form>
  );
}
