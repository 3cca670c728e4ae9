import { CONTENT_KIND_NAMES } from '@lanyun/validators/content-kinds';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_KINDS,
  formKeys,
  isScheduled,
  kindSpec,
  localInputToSeconds,
  missingTranslations,
  secondsToLocalInput,
  toFormValues,
  toSaveParams,
} from './kinds';

const news = kindSpec('news')!;

describe('content kinds', () => {
  it('covers every kind of the shared list in its order, each with a title field it edits', () => {
    expect(CONTENT_KINDS.map((k) => k.kind)).toEqual([...CONTENT_KIND_NAMES]);
    expect(CONTENT_KINDS.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['news', 'notice', 'download', 'banner', 'solution', 'agreement']),
    );
    for (const k of CONTENT_KINDS) expect(formKeys(k)).toContain(k.titleKey);
    expect(kindSpec('nope')).toBeUndefined();
  });

  it('edits both languages of a bilingual field', () => {
    expect(formKeys(news)).toEqual([
      'class_id',
      'title',
      'title_en',
      'summary',
      'summary_en',
      'content_html',
      'content_html_en',
      'cover_url',
      'hot',
      'published',
      'published_at',
    ]);
  });

  it('starts a new item from the initial values, English empty', () => {
    const v = toFormValues(news);
    expect(v).toMatchObject({ title: '', title_en: '', hot: '0', published: '1' });
  });

  it('loads an item: null as empty, flags as 1/0', () => {
    const v = toFormValues(news, {
      id: 4,
      class_id: 2,
      title: '标题',
      title_en: null,
      hot: true,
      published: false,
      cover_url: null,
    });
    expect(v).toMatchObject({ class_id: '2', title: '标题', title_en: '', hot: '1', published: '0', cover_url: '' });
  });

  it('saves every field (the API replaces the item), trimmed, with the id on update', () => {
    const params = toSaveParams(news, { ...toFormValues(news), title: '  标题 ', class_id: '2' }, 9);
    // An empty publish date is left out: now on creation, unchanged on update.
    expect(Object.keys(params).sort()).toEqual([...formKeys(news).filter((k) => k !== 'published_at'), 'id'].sort());
    expect(params).toMatchObject({ id: 9, title: '标题', title_en: '', class_id: '2', published: '1' });
    expect(toSaveParams(news, toFormValues(news))).not.toHaveProperty('id');
  });

  it('edits a solution page’s sections in both languages as JSON text', () => {
    const solution = kindSpec('solution')!;
    expect(formKeys(solution)).toEqual(expect.arrayContaining(['sections', 'sections_en']));
    const sections = { intro: '简介', challenges: [], approach: [], products: [] };
    const v = toFormValues(solution, { id: 1, slug: 'bangong', title: '云办公', sections, sections_en: null });
    expect(JSON.parse(v.sections!)).toEqual(sections);
    expect(v.sections_en).toBe('');
    expect(toSaveParams(solution, v, 1)).toMatchObject({
      sections: JSON.stringify(sections, null, 2),
      sections_en: '',
    });
    expect(missingTranslations(solution, v)).toEqual(['Title', 'Page sections']);
  });

  it('names the fields written in Chinese but not yet in English', () => {
    expect(
      missingTranslations(news, {
        ...toFormValues(news),
        title: '标题',
        content_html: '<p>正文</p>',
        content_html_en: '<p>Body</p>',
      }),
    ).toEqual(['Title']);
  });

  it('edits the publish date in Beijing time and sends it as unix seconds, so a later time schedules the article', () => {
    const at = Date.UTC(2030, 0, 15, 20, 30) / 1000;
    const v = toFormValues(news, { id: 1, class_id: 2, title: '标题', published: true, published_at: at });
    // 20:30 UTC is 04:30 the next day in Beijing, whatever the browser's zone.
    expect(v.published_at).toBe('2030-01-16T04:30');
    expect(localInputToSeconds(v.published_at!)).toBe(at);
    expect(secondsToLocalInput(at)).toBe(v.published_at);
    expect(toSaveParams(news, v, 1).published_at).toBe(at);
    expect(toSaveParams(news, { ...v, published_at: 'not a date' }, 1)).not.toHaveProperty('published_at');
    expect(toFormValues(news).published_at).toBe('');
    expect(isScheduled({ published_at: at }, Date.UTC(2029, 0, 1))).toBe(true);
    expect(isScheduled({ published_at: at }, Date.UTC(2031, 0, 1))).toBe(false);
    expect(isScheduled({}, 0)).toBe(false);
    expect(formKeys(kindSpec('notice')!)).toContain('published_at');
  });
});
