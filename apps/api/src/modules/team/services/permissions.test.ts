import { describe, expect, it } from 'vitest';
import { RULE_CATALOG, toRuleList } from './permissions.ts';

describe('toRuleList', () => {
  it('nests keys as the spec shapes them', () => {
    expect(toRuleList(['cost-3-1', 'cost-1-1', 'server-1-2', 'server-1-3', 'user-2-1'])).toEqual({
      personal_center_rule_list: [{ rule_menu_type: '2', idc_rule_detail_list: [{ rule_menu_type: '1' }] }],
      cost_rule_list: [
        { rule_menu_type: '3', idc_rule_detail_list: [{ rule_menu_type: '1' }] },
        { rule_menu_type: '1', idc_rule_detail_list: [{ rule_menu_type: '1' }] },
      ],
      control_rule_list: [
        { rule_menu_type: '1', idc_rule_detail_list: [{ rule_menu_type: '2' }, { rule_menu_type: '3' }] },
      ],
    });
  });
  it('gives empty lists for no keys, and the catalogue keys follow the spec pattern', () => {
    expect(toRuleList([])).toEqual({ personal_center_rule_list: [], cost_rule_list: [], control_rule_list: [] });
    for (const r of RULE_CATALOG) expect(r.key).toMatch(/^(user|cost|server)-\d+-\d+$/);
    expect(RULE_CATALOG.map((r) => r.key)).toContain('cost-3-1');
  });
});
