import { describe, expect, it } from 'vitest';
import { queryTerms, splitHighlights } from './highlight';

describe('search highlighting', () => {
  it('marks every term inside longer Chinese and English text, case-insensitively', () => {
    expect(splitHighlights('适合游戏服务器和 Web Servers', queryTerms('服务器 servers'))).toEqual([
      { text: '适合游戏', hit: false },
      { text: '服务器', hit: true },
      { text: '和 Web ', hit: false },
      { text: 'Servers', hit: true },
    ]);
  });
  it('treats regular-expression characters as text', () => {
    expect(splitHighlights('a (b) c', ['(b)'])).toEqual([
      { text: 'a ', hit: false },
      { text: '(b)', hit: true },
      { text: ' c', hit: false },
    ]);
    expect(splitHighlights('abc', [])).toEqual([{ text: 'abc', hit: false }]);
  });
});
