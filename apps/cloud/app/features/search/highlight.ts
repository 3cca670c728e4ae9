/**
 * Splitting text for highlighted search results: the site marks the terms itself in plain text from the API (never
 * HTML), so a result cannot inject markup.
 */

/** The search terms of a query as the API uses them: lower-cased, whitespace-separated, unique, at most 5. */
export function queryTerms(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 5);
}

/** `text` cut into pieces, `hit` true where a term occurs (case-insensitive; longer terms win at the same place). */
export function splitHighlights(text: string, terms: string[]): Array<{ text: string; hit: boolean }> {
  const usable = terms.filter(Boolean).sort((a, b) => b.length - a.length);
  if (!usable.length || !text) return text ? [{ text, hit: false }] : [];
  const pattern = new RegExp(`(${usable.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: usable.some((t) => t === part.toLowerCase()) }));
}
