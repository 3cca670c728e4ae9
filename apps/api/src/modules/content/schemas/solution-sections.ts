/**
 * The structured content of an industry solution page (/solution/{slug}), one object per language
 * (columns `sections` and `sections_en` of `solutions`):
 *
 *   { intro: "Lead paragraph under the hero",
 *     challenges: [{ title, text }],   the customer's problems (1–6)
 *     approach:   [{ title, text }],   how the platform solves them, shown numbered (1–6)
 *     products:   [{ name, href, spec }] recommended configuration: a product page and its size (0–6) }
 *
 * Plain text only (the site renders it as text, never as HTML). `href` is a site path such as
 * /ecs or an http(s) URL. Operators send it as a JSON object or as JSON text (the console's
 * textarea); errors name the offending field, e.g. `sections.challenges.0.title: Required`.
 */
import { z } from 'zod';

const Line = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'form.max_chars');

/** A titled paragraph: a challenge or a step of the approach. */
export const SolutionPoint = z.object({ title: Line(80), text: Line(600) }).strict();

/** A recommended product: its name, the page it links to and the suggested size. */
export const SolutionProduct = z
  .object({
    name: Line(80),
    href: z
      .string()
      .trim()
      .max(300)
      .refine((v) => /^(\/(?!\/)|https?:\/\/)/.test(v), 'form.site_link'),
    spec: z.string().trim().max(120, 'form.max_chars').default(''),
  })
  .strict();

/** One language's structured content of a solution page. */
export const SolutionSections = z
  .object({
    intro: Line(1200),
    challenges: z
      .array(SolutionPoint, { error: 'form.items_title_text' })
      .min(1, 'form.challenges_min')
      .max(6, 'form.challenges_max'),
    approach: z
      .array(SolutionPoint, { error: 'form.items_title_text' })
      .min(1, 'form.steps_min')
      .max(6, 'form.steps_max'),
    products: z.array(SolutionProduct, { error: 'form.items_products' }).max(6, 'form.products_max').default([]),
  })
  .strict()
  .describe(
    'Structured page content: intro, challenges[{title,text}], approach[{title,text}], products[{name,href,spec}]',
  );

/** The stored (parsed) shape. */
export type SolutionSectionsData = z.output<typeof SolutionSections>;

/** JSON text → value; text that is not JSON becomes a zod issue instead of an exception. */
function parseJsonText(value: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof value !== 'string') return value;
  if (!value.trim()) return null;
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'form.section_json',
    });
    return z.NEVER;
  }
}

/** Operator input of the zh-CN structure (required): an object or its JSON text. */
export const SolutionSectionsInput = z
  .unknown()
  .transform((value, ctx) => {
    const parsed = parseJsonText(value, ctx);
    if (parsed === null || parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: 'form.zh_content' });
      return z.NEVER;
    }
    return parsed;
  })
  .pipe(SolutionSections)
  .describe(
    'zh-CN structured content, as a JSON object or JSON text: intro, challenges[{title,text}], approach[{title,text}], products[{name,href,spec}]',
  );

/** Operator input of the English structure: empty, null or omitted stores null (not translated). */
export const OptSolutionSectionsInput = z
  .unknown()
  .optional()
  .transform((value, ctx) => parseJsonText(value, ctx) ?? null)
  .pipe(SolutionSections.nullable())
  .describe('English structured content (same shape); empty or null = not translated');
