/** The speed machinery's switches: one per part, and the master switch that turns every part off. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { speedParts } from './switches.ts';

const ALL_ON = { answerBatching: true, fastJson: true, keptAnswers: true, nodeFlags: true };

describe('speed machinery switches', () => {
  it('turn every part on by default', () => {
    expect(speedParts(loadConfig({}))).toEqual(ALL_ON);
  });

  it('turn one part off with its own switch', () => {
    expect(speedParts(loadConfig({ SPEED_KEPT_ANSWERS: 'off' }))).toEqual({ ...ALL_ON, keptAnswers: false });
    expect(speedParts(loadConfig({ SPEED_ANSWER_BATCHING: 'off' }))).toEqual({ ...ALL_ON, answerBatching: false });
  });

  it('turn every part off with SPEED_MACHINERY=off, whatever the parts say', () => {
    const parts = speedParts(loadConfig({ SPEED_MACHINERY: 'off', SPEED_FAST_JSON: 'on' }));
    expect(Object.values(parts).every((on) => !on)).toBe(true);
  });

  it('refuse a value other than on or off at start-up', () => {
    expect(() => loadConfig({ SPEED_MACHINERY: 'false' })).toThrow();
  });
});
