/**
 * The catalog page body: an entity picker (URL `?entity=`), the entity's rows with every field, and a dialog to
 * add a row or change one (only changed fields are sent). Prices are yuan; the API validates every field.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, SelectField } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import { DataTable, type Column } from '../../../components/data-table';
import { useOps } from '../../auth/ops-session';
import {
  CATALOG_ENTITIES,
  CATALOG_KEY,
  catalogFields,
  changedValues,
  fetchCatalog,
  fieldLabel,
  fieldLang,
  saveCatalogRow,
  type CatalogEntity,
  type CatalogRow,
} from '../api/catalog';

export function CatalogEditor() {
  const { t } = useTranslation();
  const { api } = useOps();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const current = CATALOG_ENTITIES.find((e) => e.entity === params.get('entity')) ?? CATALOG_ENTITIES[0];
  const [editing, setEditing] = useState<CatalogRow | 'new' | null>(null);
  const rows = useQuery({
    queryKey: [...CATALOG_KEY, current.entity],
    queryFn: () => fetchCatalog(api, current.entity),
    staleTime: 0,
  });
  const fields = catalogFields(rows.data ?? []);
  const keys = fields.map((f) => f.key);
  const label = t(current.labelKey);
  const columns: Column<CatalogRow>[] = [
    { header: t('customers.id'), cell: (r) => r.id },
    ...fields.map((f) => ({
      header: fieldLabel(f.key, t),
      cell: (r: CatalogRow) =>
        f.boolean ? (
          r[f.key] ? (
            t('common.yes')
          ) : (
            t('common.no')
          )
        ) : (
          <span lang={fieldLang(f.key, keys)}>{String(r[f.key] ?? '')}</span>
        ),
    })),
    {
      header: t('common.actions'),
      cell: (r) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setEditing(r)}
          aria-label={t('catalog.editOf', { entity: label, id: r.id })}
        >
          {t('common.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <div className="mb-4 flex items-end justify-between gap-4">
        <SelectField
          label={t('catalog.table')}
          className="w-64"
          value={current.entity}
          options={CATALOG_ENTITIES.map((e) => ({ value: e.entity, label: t(e.labelKey) }))}
          onChange={(e) => setParams({ entity: e.target.value })}
        />
        <Button disabled={fields.length === 0} onClick={() => setEditing('new')}>
          {t('common.add')}
        </Button>
      </div>
      <DataTable
        caption={label}
        columns={columns}
        rows={rows.data ?? undefined}
        rowKey={(r) => r.id}
        loading={rows.isLoading}
        empty={t('catalog.empty')}
        failure={rows.isError ? rows : undefined}
      />
      {editing ? (
        <RowDialog
          entity={current.entity}
          label={label}
          fields={fields}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: [...CATALOG_KEY, current.entity] })}
        />
      ) : null}
    </>
  );
}

function RowDialog({
  entity,
  label,
  fields,
  row,
  onClose,
  onSaved,
}: {
  entity: CatalogEntity;
  label: string;
  fields: Array<{ key: string; boolean: boolean }>;
  row: CatalogRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useOps();
  const [values, setValues] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(
      fields.map((f) => [f.key, f.boolean ? Boolean(row?.[f.key] ?? true) : row ? String(row[f.key] ?? '') : '']),
    ),
  );
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const send = changedValues(row, values);
    if (row && Object.keys(send).length === 0) {
      toast.message(t('catalog.nothingChanged'));
      return;
    }
    setBusy(true);
    const ok = await saveCatalogRow(api, entity, send, t('common.saved'), row?.id).finally(() => setBusy(false));
    if (ok) {
      onSaved();
      onClose();
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="md" className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>
          {row
            ? t('catalog.rowTitle', { entity: label, id: row.id })
            : t('catalog.addTitle', { entity: label.toLowerCase() })}
        </DialogTitle>
        <DialogDescription>{t('catalog.priceHint')}</DialogDescription>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
          {fields.map((f) =>
            f.boolean ? (
              <label key={f.key} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={values[f.key] === true}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.checked }))}
                />
                {fieldLabel(f.key, t)}
              </label>
            ) : (
              <Field
                key={f.key}
                label={fieldLabel(f.key, t)}
                value={String(values[f.key] ?? '')}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              />
            ),
          )}
          <DialogFooter className="sm:col-span-2">
            <Button variant="ghost" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {row ? t('common.save') : t('common.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
