/**
 * The content list's state in the address: `?kind=` (the first kind, news and documents, when missing or unknown),
 * `?q=` the title search, `?page=` and `?size=` (10/20/50, default 20), through the console's shared list state
 * (`lib/list-state.ts`), so a reload or a shared link shows the same rows. Changing the kind or the search starts at
 * page 1.
 */
import { type ListCodec, type PagedState, pageParam, sizeParam } from '../../lib/list-state';
import { CONTENT_KINDS, type ContentKindName, kindSpec } from './kinds';

/** The kind shown, the title search and the page. */
export interface ContentListState extends PagedState {
  kind: ContentKindName;
  q: string;
}

/** The default page size. */
export const CONTENT_LIST_SIZE = 20;

/** See the module docstring. */
export const contentListCodec: ListCodec<ContentListState> = {
  fromSearch(params) {
    return {
      kind: (kindSpec(params.get('kind')) ?? CONTENT_KINDS[0]!).kind,
      q: params.get('q')?.trim() ?? '',
      page: pageParam(params.get('page')),
      size: sizeParam(params.get('size'), CONTENT_LIST_SIZE),
    };
  },
  toSearch(state) {
    // The kind is always written: links from elsewhere (the editor's "back") name it.
    const out = new URLSearchParams({ kind: state.kind });
    if (state.q.trim()) out.set('q', state.q.trim());
    if (state.page > 1) out.set('page', String(state.page));
    if (state.size !== CONTENT_LIST_SIZE) out.set('size', String(state.size));
    return out;
  },
};
