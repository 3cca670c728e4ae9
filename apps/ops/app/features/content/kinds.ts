/**
 * The content kinds of the console and how their editor looks: for each kind (the API's /ops/{kind}/list|save|delete,
 * docs/decisions/0007-operator-api.md) the fields of its save call with a label and an input type, which of them have an
 * English twin (`<key>_en`), and the list's title column. The API's zod schemas stay the rules (required fields,
 * formats, HTML sanitizing); this table only lays out the form. An article's and a notice's `published_at` is a
 * `datetime` field (Beijing time, UTC+8, labelled with its zone, whatever the browser's zone; empty means now on creation and "unchanged" on update; a later time
 * schedules the item, which the public sees only from then on). Other dates (`released_at`, `effective_at`) are left
 * out: the API sets them on creation and keeps them on update.
 */
import { DEFAULT_UTC_OFFSET_MINUTES } from '@lanyun/ui/format';
import { CONTENT_KIND_NAMES, type ContentKindName } from '@lanyun/validators/content-kinds';

/** Content kinds the console edits, as the API names them (one list for both: @lanyun/validators/content-kinds). */
export type { ContentKindName };

/**
 * Input type of a field. `class` is a select of news or resource classes; `flag` a checkbox; `sections` the structured
 * sections of a solution page (JSON text in the form, see solution-sections.ts); `datetime` a date and time in Beijing time
 * (`YYYY-MM-DDTHH:mm` in the form, unix seconds at the API); `image` an image URL with an upload control
 * (image-url-field.tsx).
 */
export type FieldInput =
  | 'text'
  | 'textarea'
  | 'html'
  | 'number'
  | 'flag'
  | 'select'
  | 'class'
  | 'sections'
  | 'datetime'
  | 'image';

/** One field of a kind's form. */
export interface FieldSpec {
  key: string;
  label: string;
  input: FieldInput;
  /** Also has `<key>_en`, edited on the English tab (optional: empty means not translated). */
  bilingual?: boolean;
  options?: readonly string[];
  hint?: string;
  /** Initial value of a new item (strings; flags "1"/"0"). */
  initial?: string;
}

/** A content kind. */
export interface KindSpec {
  kind: ContentKindName;
  /** Singular and plural names for people. */
  label: string;
  plural: string;
  /** The field shown as the item's title in the list. */
  titleKey: string;
  fields: readonly FieldSpec[];
  /** Where the item shows on the cloud site (for a "view" link), if it has a page of its own. */
  sitePath?: (item: Record<string, unknown>) => string | null;
}

const sort: FieldSpec = { key: 'sort', label: 'Sort order', input: 'number', initial: '0', hint: 'Smaller first' };
const publishedAt: FieldSpec = {
  key: 'published_at',
  label: 'Publish at (Beijing time, UTC+8)',
  input: 'datetime',
  hint: 'Empty means now. A later time schedules it: the site shows it only from then on.',
};

/** Banners quote prices and counts as tokens the cloud site fills from the catalog (apps/cloud catalog-facts.ts). */
const FIGURES_HINT =
  'Prices and counts: write {ecs_from}, {phone_from}, {regions} or {zones}; the site fills them from the catalog';

const pad = (n: number) => String(n).padStart(2, '0');

/** Beijing time (China Standard Time, UTC+8, no daylight saving), in ms east of UTC. */
const BEIJING_OFFSET_MS = DEFAULT_UTC_OFFSET_MINUTES * 60_000;

/** Unix seconds → the `YYYY-MM-DDTHH:mm` of a `datetime-local` input, in Beijing time (whatever the browser's zone). */
export function secondsToLocalInput(seconds: number): string {
  const d = new Date(seconds * 1000 + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A `datetime-local` value in Beijing time → unix seconds; undefined when empty or not a date. */
export function localInputToSeconds(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const ms = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`) - BEIJING_OFFSET_MS;
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** True when the item's `published_at` (unix seconds) is still ahead of `now` (ms): the site does not show it yet. */
export function isScheduled(item: Record<string, unknown>, now = Date.now()): boolean {
  return typeof item.published_at === 'number' && item.published_at * 1000 > now;
}

/** How each kind's form looks, by name. */
const KINDS: Record<ContentKindName, Omit<KindSpec, 'kind'>> = {
  news: {
    label: 'Article',
    plural: 'News and documents',
    titleKey: 'title',
    fields: [
      { key: 'class_id', label: 'Class', input: 'class', hint: 'A documents class makes it a document' },
      { key: 'title', label: 'Title', input: 'text', bilingual: true },
      { key: 'summary', label: 'Summary', input: 'textarea', bilingual: true },
      { key: 'content_html', label: 'Body', input: 'html', bilingual: true },
      { key: 'cover_url', label: 'Cover image', input: 'image' },
      { key: 'hot', label: 'Hot (listed in the hot articles)', input: 'flag', initial: '0' },
      { key: 'published', label: 'Published (otherwise a draft only operators see)', input: 'flag', initial: '1' },
      publishedAt,
    ],
    sitePath: (item) => (item.id ? `/news/detail/${String(item.id)}` : null),
  },
  notice: {
    label: 'Notice',
    plural: 'Notices',
    titleKey: 'title',
    fields: [
      { key: 'title', label: 'Title', input: 'text', bilingual: true },
      { key: 'content_html', label: 'Body', input: 'html', bilingual: true },
      publishedAt,
    ],
    sitePath: () => '/notice',
  },
  download: {
    label: 'Download',
    plural: 'Downloads',
    titleKey: 'name',
    fields: [
      { key: 'name', label: 'Name', input: 'text', bilingual: true },
      {
        key: 'platform',
        label: 'Platform',
        input: 'select',
        options: ['Windows', 'macOS', 'Linux', 'Android', 'iOS'],
        initial: 'Windows',
      },
      { key: 'version', label: 'Version', input: 'text', hint: 'Such as 3.4.2' },
      { key: 'size_bytes', label: 'Size (bytes)', input: 'number' },
      { key: 'sha256', label: 'SHA-256', input: 'text', hint: '64 hexadecimal characters' },
      { key: 'url', label: 'Download URL', input: 'text' },
      { key: 'notes', label: 'Release notes', input: 'textarea', bilingual: true, hint: 'One change a line' },
      sort,
    ],
    sitePath: () => '/download',
  },
  banner: {
    label: 'Banner',
    plural: 'Banners',
    titleKey: 'title',
    fields: [
      { key: 'position', label: 'Position', input: 'text', initial: 'home' },
      { key: 'title', label: 'Title', input: 'text', bilingual: true, hint: FIGURES_HINT },
      { key: 'subtitle', label: 'Subtitle', input: 'textarea', bilingual: true, hint: FIGURES_HINT },
      { key: 'link', label: 'Link', input: 'text', initial: '/' },
      { key: 'image_url', label: 'Image', input: 'image' },
      { key: 'bg_color', label: 'Background colour', input: 'text', initial: '#0b3d91' },
      sort,
      { key: 'enabled', label: 'Shown', input: 'flag', initial: '1' },
    ],
    sitePath: () => '/',
  },
  solution: {
    label: 'Solution page',
    plural: 'Solutions',
    titleKey: 'title',
    fields: [
      { key: 'slug', label: 'Path', input: 'text', hint: '/solution/{path}: lower-case letters, digits and hyphens' },
      { key: 'title', label: 'Title', input: 'text', bilingual: true },
      {
        key: 'summary',
        label: 'Hero line',
        input: 'textarea',
        bilingual: true,
        hint: 'Under the title, and in the solution lists',
      },
      { key: 'sections', label: 'Page sections', input: 'sections', bilingual: true },
      {
        key: 'content_html',
        label: 'Extra body (optional)',
        input: 'html',
        bilingual: true,
        hint: 'HTML shown below the sections; sanitized when saved',
      },
      sort,
    ],
    sitePath: (item) => (item.slug ? `/solution/${String(item.slug)}` : null),
  },
  agreement: {
    label: 'Agreement',
    plural: 'Agreements',
    titleKey: 'title',
    fields: [
      { key: 'type', label: 'Path', input: 'text', hint: '/agreement/{path}, such as service or privacy' },
      { key: 'title', label: 'Title', input: 'text', bilingual: true },
      { key: 'content_html', label: 'Body', input: 'html', bilingual: true },
      { key: 'version', label: 'Version', input: 'text', hint: 'Shown to readers; bump it on material changes' },
      sort,
    ],
    sitePath: (item) => (item.type ? `/agreement/${String(item.type)}` : null),
  },
  news_class: {
    label: 'News class',
    plural: 'News classes',
    titleKey: 'name',
    fields: [
      { key: 'name', label: 'Name', input: 'text', bilingual: true },
      { key: 'type', label: 'Type', input: 'select', options: ['1', '2'], initial: '1', hint: '1 news, 2 documents' },
      sort,
    ],
  },
  resource: {
    label: 'Resource',
    plural: 'Resources',
    titleKey: 'title',
    fields: [
      { key: 'class_id', label: 'Class', input: 'class' },
      { key: 'title', label: 'Title', input: 'text', bilingual: true },
      { key: 'description', label: 'Description', input: 'textarea', bilingual: true },
      { key: 'url', label: 'URL', input: 'text' },
      { key: 'kind', label: 'Kind', input: 'select', options: ['doc', 'whitepaper', 'video', 'tool'], initial: 'doc' },
      sort,
    ],
    sitePath: () => '/resource',
  },
  resource_class: {
    label: 'Resource class',
    plural: 'Resource classes',
    titleKey: 'name',
    fields: [{ key: 'name', label: 'Name', input: 'text', bilingual: true }, sort],
  },
  friend_link: {
    label: 'Friend link',
    plural: 'Friend links',
    titleKey: 'name',
    fields: [
      { key: 'name', label: 'Name', input: 'text', bilingual: true },
      { key: 'url', label: 'URL', input: 'text' },
      sort,
    ],
  },
};

/** Every kind, in the console's menu order (the shared list's order). */
export const CONTENT_KINDS: readonly KindSpec[] = CONTENT_KIND_NAMES.map((kind) => ({ kind, ...KINDS[kind] }));

/** The spec of `kind`; undefined for a name the console does not know. */
export function kindSpec(kind: string | null | undefined): KindSpec | undefined {
  return CONTENT_KINDS.find((k) => k.kind === kind);
}

/** Form values: strings for text and numbers, "1"/"0" for flags. */
export type FormValues = Record<string, string>;

/** Every key the form edits (bilingual fields twice: `key` and `key_en`). */
export function formKeys(spec: KindSpec): string[] {
  return spec.fields.flatMap((f) => (f.bilingual ? [f.key, `${f.key}_en`] : [f.key]));
}

/** The form's values for an existing item, or the initial values of a new one. */
export function toFormValues(spec: KindSpec, item?: Record<string, unknown> | null): FormValues {
  const out: FormValues = {};
  for (const f of spec.fields) {
    for (const key of f.bilingual ? [f.key, `${f.key}_en`] : [f.key]) {
      const v = item?.[key];
      if (!item) out[key] = key === f.key ? (f.initial ?? '') : '';
      else if (f.input === 'flag') out[key] = v === true || v === 1 || v === '1' ? '1' : '0';
      else if (f.input === 'datetime') out[key] = typeof v === 'number' ? secondsToLocalInput(v) : '';
      else if (f.input === 'sections')
        out[key] = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 2);
      else out[key] = v === null || v === undefined ? '' : String(v);
    }
  }
  return out;
}

/**
 * The save call's parameters: every field (the API replaces every field on update, so none may be left out),
 * text trimmed, `id` added for an update. Empty English fields are sent empty (stored as "not translated"). A
 * `datetime` field is sent as unix seconds, and left out when empty (the API then uses now on creation and keeps
 * the stored time on update).
 */
export function toSaveParams(spec: KindSpec, values: FormValues, id?: number): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const datetimes = new Set(spec.fields.filter((f) => f.input === 'datetime').map((f) => f.key));
  for (const key of formKeys(spec)) {
    const v = (values[key] ?? '').trim();
    if (!datetimes.has(key)) out[key] = v;
    else if (localInputToSeconds(v) !== undefined) out[key] = localInputToSeconds(v)!;
  }
  if (id !== undefined) out.id = id;
  return out;
}

/** The English twins the form leaves empty (shown as "not translated" before saving). */
export function missingTranslations(spec: KindSpec, values: FormValues): string[] {
  return spec.fields
    .filter((f) => f.bilingual && !(values[`${f.key}_en`] ?? '').trim() && (values[f.key] ?? '').trim())
    .map((f) => f.label);
}
