/**
 * Names for people of the content kinds and their fields, in the interface language: the catalogue's
 * `content.kinds.<kind>.one|many`, `content.fields.<kind>.<field>` and `content.hints.<kind>.<field>`, falling back to
 * the English text of kinds.ts for a field the catalogue does not name yet.
 */
import type { Translate } from '../../lib/i18n';
import type { FieldSpec, KindSpec } from './kinds';

/** The kind's singular name ("Article"). */
export function kindLabel(spec: KindSpec, t: Translate): string {
  return t(`content.kinds.${spec.kind}.one`, { defaultValue: spec.label });
}

/** The kind's plural name ("News and documents"). */
export function kindPlural(spec: KindSpec, t: Translate): string {
  return t(`content.kinds.${spec.kind}.many`, { defaultValue: spec.plural });
}

/** A field's label ("Title"). */
export function fieldLabel(spec: KindSpec, field: Pick<FieldSpec, 'key' | 'label'>, t: Translate): string {
  return t(`content.fields.${spec.kind}.${field.key}`, { defaultValue: field.label });
}

/** A field's hint, if it has one. */
export function fieldHint(spec: KindSpec, field: Pick<FieldSpec, 'key' | 'hint'>, t: Translate): string | undefined {
  return field.hint ? t(`content.hints.${spec.kind}.${field.key}`, { defaultValue: field.hint }) : undefined;
}
