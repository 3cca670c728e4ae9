/**
 * Row selection of a list page for bulk actions: the ids ticked among the rows shown. The selection only ever holds
 * ids of the current page (rows that left the page after a refresh drop out), and a new page or filter (`scope`)
 * starts empty, so a bulk action never touches rows the operator cannot see.
 */
import { useState } from 'react';

/** `selected` without ids that are not among `visible`. */
export function keepVisible(selected: ReadonlySet<number>, visible: readonly number[]): Set<number> {
  return new Set(visible.filter((id) => selected.has(id)));
}

/** `selected` with `id` ticked or unticked. */
export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Every id of `visible`, or none when every one is already selected ("select all on this page"). */
export function toggleAll(selected: ReadonlySet<number>, visible: readonly number[]): Set<number> {
  return visible.length > 0 && visible.every((id) => selected.has(id)) ? new Set() : new Set(visible);
}

/**
 * The selection among `visible` ids; `scope` (e.g. status and page) clears it when it changes. `all` is true when
 * every visible row is ticked, `some` when only part of them are.
 */
export function useRowSelection(visible: readonly number[], scope: string) {
  const [state, setState] = useState<{ scope: string; ids: Set<number> }>({ scope, ids: new Set() });
  const raw = state.scope === scope ? state.ids : new Set<number>();
  const ids = [...keepVisible(raw, visible)];
  const set = (next: Set<number>) => setState({ scope, ids: next });
  return {
    ids,
    has: (id: number) => ids.includes(id),
    all: visible.length > 0 && ids.length === visible.length,
    some: ids.length > 0 && ids.length < visible.length,
    toggle: (id: number) => set(toggleId(raw, id)),
    toggleAll: () => set(toggleAll(new Set(ids), visible)),
    clear: () => set(new Set()),
  };
}
