import { splitHighlights } from '../highlight';

/**
 * `text` with the search terms in `<mark>`. A highlight echoes what the visitor typed (`ecs` for ECS), so it is marked
 * as user content.
 */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {splitHighlights(text, terms).map((part, i) =>
        part.hit ? (
          <mark key={`${i}:${part.text}`} data-user-content className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={`${i}:${part.text}`}>{part.text}</span>
        ),
      )}
    </>
  );
}
