import { describe, expect, it } from 'vitest';
import { SOLUTIONS, SOLUTION_SLUGS, findSolution, isSolutionSlug } from './solutions';

describe('solutions (spec §2)', () => {
  it('has exactly the seven spec routes, each with distinct content', () => {
    expect(SOLUTIONS.map((s) => s.slug)).toEqual([...SOLUTION_SLUGS]);
    expect(new Set(SOLUTIONS.map((s) => s.title)).size).toBe(7);
    expect(new Set(SOLUTIONS.map((s) => s.intro)).size).toBe(7);
  });
  it('validates slugs', () => {
    expect(isSolutionSlug('zhibo')).toBe(true);
    expect(isSolutionSlug('unknown')).toBe(false);
    expect(findSolution('youxi')?.title).toBe('Games');
  });
});
