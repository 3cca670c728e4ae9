/**
 * The structured sections of a solution page in the console's form: the API's shape (`sections` / `sections_en` of
 * /ops/solution/save, rules in the API's src/modules/content/schemas/solution-sections.ts) held as JSON text in the form values, so
 * the save call sends it like any other field and the API validates it. These helpers convert between that text and
 * an object the structured editor can show.
 */

/** A titled paragraph: a challenge or a step of the approach. */
export interface SectionPoint {
  title: string;
  text: string;
}

/** A recommended product: name, link (a site path such as /ecs or an http(s) URL) and suggested size. */
export interface SectionProduct {
  name: string;
  href: string;
  spec: string;
}

/** One language's sections of a solution page. */
export interface Sections {
  intro: string;
  challenges: SectionPoint[];
  approach: SectionPoint[];
  products: SectionProduct[];
}

/** A blank page: one empty challenge and step, no products. */
export function emptySections(): Sections {
  return { intro: '', challenges: [{ title: '', text: '' }], approach: [{ title: '', text: '' }], products: [] };
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];

/**
 * Why JSON text is not sections: `syntax` (not JSON at all; `detail` is the parser's own message, in English) or
 * `notObject` (JSON, but not an object). The editor turns it into a message in the interface language.
 */
export type SectionsError = { kind: 'syntax'; detail: string } | { kind: 'notObject' };

/**
 * The sections in JSON text `text`: `{ ok: true, value }` with missing parts filled in (empty text means "none yet":
 * value null), or `{ ok: false, error }` when the text is not a JSON object — then the editor shows the text as is.
 */
export function parseSections(
  text: string,
): { ok: true; value: Sections | null } | { ok: false; error: SectionsError } {
  if (!text.trim()) return { ok: true, value: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: { kind: 'syntax', detail: (err as Error).message } };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: { kind: 'notObject' } };
  const o = raw as Record<string, unknown>;
  const point = (p: Record<string, unknown>): SectionPoint => ({ title: str(p.title), text: str(p.text) });
  return {
    ok: true,
    value: {
      intro: str(o.intro),
      challenges: list(o.challenges).map(point),
      approach: list(o.approach).map(point),
      products: list(o.products).map((p) => ({ name: str(p.name), href: str(p.href), spec: str(p.spec) })),
    },
  };
}

/** The JSON text the form keeps and sends (indented, so the JSON view is readable). */
export function stringifySections(value: Sections): string {
  return JSON.stringify(value, null, 2);
}
