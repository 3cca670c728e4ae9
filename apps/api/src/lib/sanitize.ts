/**
 * Rich-text sanitizing for article and notice bodies (sanitize-html, an allow-list sanitizer).
 * Everything stored in `content_html` passes through here when it is saved, and again when the API serves it
 * ({@link sanitizeForDisplay}), so a row written around the API (a migration, an import, a database console) cannot
 * bring a script or an event handler to a page.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    code: ['class'],
    '*': [],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Return `html` with scripts, event handlers, styles and unsafe URLs removed. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** How many distinct bodies {@link sanitizeForDisplay} remembers. */
const DISPLAY_CACHE_SIZE = 256;
const displayCache = new Map<string, string>();

/**
 * `html` as served to the sites: the same allow-list as at save ({@link sanitizeArticleHtml}). The results of the
 * last 256 distinct bodies are remembered (least recently used dropped), so a popular article is not sanitized on
 * every view; stored bodies are already clean, so this normally returns its input.
 */
export function sanitizeForDisplay(html: string): string {
  const known = displayCache.get(html);
  if (known !== undefined) {
    displayCache.delete(html);
    displayCache.set(html, known);
    return known;
  }
  const clean = sanitizeArticleHtml(html);
  displayCache.set(html, clean);
  if (displayCache.size > DISPLAY_CACHE_SIZE) displayCache.delete(displayCache.keys().next().value as string);
  return clean;
}
