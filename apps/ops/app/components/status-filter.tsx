/** A row of status filters for a list (e.g. Pending / Approved / Rejected), as tabs bound to a value. */
import { Tabs, TabsList, TabsTrigger } from '@lanyun/ui/tabs';

export function StatusFilter<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}) {
  return (
    <Tabs
      value={String(value)}
      onValueChange={(v) => onChange(options.find((o) => String(o.value) === v)!.value)}
      className="mb-4"
    >
      {/* On a narrow screen the row of tabs scrolls sideways by itself rather than widening the page. */}
      <TabsList aria-label={label} className="overflow-x-auto">
        {options.map((o) => (
          <TabsTrigger
            key={String(o.value)}
            value={String(o.value)}
            // The tabs filter the list below, which is no tab panel of theirs: no aria-controls naming a missing panel.
            aria-controls={undefined}
            className="shrink-0 whitespace-nowrap"
          >
            {o.label}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
