/**
 * Site search: `/v1/site_search` looks for a keyword in the public news, documents, notices, solution pages and
 * resources of one language and answers one page of hits with snippets (services/content/site-search.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../../lib/envelope.ts';
import { UnixSeconds } from '../../../../lib/schemas.ts';
import { LangField, resolveLang } from '../../services/content-lang.ts';
import { SEARCH_KINDS, siteSearch, type SearchKind } from '../../services/site-search.ts';

const Kind = z.enum(SEARCH_KINDS as [SearchKind, ...SearchKind[]]);

const SearchHit = z.object({
  kind: Kind.describe('news, doc (document), notice, solution or resource'),
  id: z.number().int(),
  title: z.string(),
  snippet: z.string().describe('Plain text around the first match (no HTML)'),
  url: z.string().describe('The site path of the item, or the address of a resource'),
  created_at: UnixSeconds,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/site_search',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['content'],
        summary: 'Search news, documents, notices, solutions and resources in one language',
        description:
          'Every whitespace-separated term must occur (case-insensitive substring, so a Chinese word is found inside longer text). Title matches rank first, then newest. `counts` holds the hits of every kind whatever `kind` is.',
        consumes: ['multipart/form-data', 'application/json'],
        body: z.object({
          keyword: z.string().trim().min(1, 'content.search_word').max(50),
          kind: Kind.optional(),
          page: z.coerce.number().int().min(1).max(100).default(1),
          page_size: z.coerce.number().int().min(1).max(50).default(10),
          lang: LangField,
        }),
        response: {
          200: envelope(
            z.object({
              list: z.array(SearchHit),
              total: z.number().int(),
              page: z.number().int(),
              page_size: z.number().int(),
              counts: z.record(Kind, z.number().int()),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { keyword, kind, page, page_size } = request.body;
      const result = await siteSearch(app.db, {
        keyword,
        kind,
        page,
        pageSize: page_size,
        lang: resolveLang(request, request.body.lang),
      });
      return ok({ ...result, page, page_size });
    },
  );
};

export default routes;
