import { useTranslation } from '@lanyun/i18n/react';
import { groupRuleCatalog, ruleLabel, toggleGroup, toggleRule, type RuleCatalogEntry } from '../rules';

/**
 * Permission checkboxes grouped by area (personal center, cost center, console); each checkbox is named by the
 * rule's label (translated), each group has an "All <group>" checkbox.
 */
export function RuleCheckboxes({
  catalog,
  value,
  onChange,
}: {
  catalog: readonly RuleCatalogEntry[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const groups = groupRuleCatalog(catalog, t);
  if (!groups.length) return <p className="text-sm text-ink-muted">{t('team.noPermissions')}</p>;
  return (
    <div className="space-y-4">
      {groups.map((group) => {
        const checkedCount = group.rules.filter((r) => value.includes(r.key)).length;
        const all = checkedCount === group.rules.length;
        return (
          <fieldset key={group.group} className="rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-medium text-ink">{group.title}</legend>
            <label className="mb-2 flex items-center gap-2 text-xs text-ink-muted">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={all}
                ref={(el) => {
                  if (el) el.indeterminate = checkedCount > 0 && !all;
                }}
                onChange={(e) => onChange(toggleGroup(value, group, e.target.checked))}
              />
              {group.allLabel}
            </label>
            <div className="grid gap-2 sm:grid-cols-2">
              {group.rules.map((rule) => (
                <label key={rule.key} className="flex items-center gap-2 text-sm text-ink-soft">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-600"
                    value={rule.key}
                    checked={value.includes(rule.key)}
                    onChange={(e) => onChange(toggleRule(value, rule.key, e.target.checked))}
                  />
                  {ruleLabel(rule, t)}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
