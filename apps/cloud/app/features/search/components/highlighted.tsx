import { splitHighlights } from '../highlight';

/** `text` with the search terms in `<mark>`. */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {splitHighlights(text, terms).map((part, i) =>
        part.hit ? (
          <mark key={`${i}:${part.text}`} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={`${i}:${part.text}`}>{part.text}</span>
        ),
      )}
    </>
  );
}
