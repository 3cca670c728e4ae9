import { describe, expect, it } from 'vitest';
import { nextListState } from '../../lib/list-state';
import { contentListCodec, type ContentListState } from './content-list-state';

describe('contentListCodec', () => {
  it('reads the kind, search, page and size, with news, page 1 and 20 a page when missing or unknown', () => {
    expect(contentListCodec.fromSearch(new URLSearchParams('kind=passwords&page=x&size=1000'))).toEqual({
      kind: 'news',
      q: '',
      page: 1,
      size: 20,
    });
    expect(contentListCodec.fromSearch(new URLSearchParams('kind=notice&q=+维护+&page=2&size=50'))).toEqual({
      kind: 'notice',
      q: '维护',
      page: 2,
      size: 50,
    });
  });

  it('writes the kind and what differs from the defaults; another kind starts at page 1', () => {
    const state: ContentListState = { kind: 'notice', q: '维护', page: 3, size: 10 };
    expect(contentListCodec.toSearch(state).toString()).toBe(
      new URLSearchParams({ kind: 'notice', q: '维护', page: '3', size: '10' }).toString(),
    );
    expect(contentListCodec.toSearch(nextListState(state, { kind: 'news', q: '' })).toString()).toBe(
      'kind=news&size=10',
    );
  });
});
