/**
 * The content kinds operators edit, named once for the API and the console (docs/decisions/0007-operator-api.md): each
 * name is the path segment of `/ops/{kind}/list|save|delete` and the audit target type. The order is the console's
 * menu order; the API registers its routes in it too. Each app describes a kind (the API its table and zod schemas,
 * apps/api/src/modules/content/services/kinds.ts; the console its form, apps/ops/app/features/content/kinds.ts) in a record
 * keyed by these names, so a kind added here fails to compile until both describe it.
 */
export const CONTENT_KIND_NAMES = [
  'news',
  'notice',
  'download',
  'banner',
  'solution',
  'agreement',
  'news_class',
  'resource',
  'resource_class',
  'friend_link',
] as const;

/** One content kind's name, such as `news` or `friend_link`. */
export type ContentKindName = (typeof CONTENT_KIND_NAMES)[number];

/** Whether `value` names a content kind. */
export function isContentKindName(value: unknown): value is ContentKindName {
  return typeof value === 'string' && (CONTENT_KIND_NAMES as readonly string[]).includes(value);
}
