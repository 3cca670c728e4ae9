/**
 * Which parts of the speed machinery (this folder, README.md) a process runs, from its configuration: a part is on
 * when `SPEED_MACHINERY` is not 'off' and its own switch (`SPEED_ANSWER_BATCHING`, `SPEED_FAST_JSON`,
 * `SPEED_KEPT_ANSWERS`, `SPEED_NODE_FLAGS`, all 'on' by default, validated in config.ts) is not 'off' either.
 * Every part only changes how fast an answer is written, never what it says, so any mix answers the same.
 */
import type { AppConfig } from '../config.ts';

/** The parts, true when on. */
export type SpeedParts = {
  /** Answers written once per event-loop turn (answer-batching.ts). */
  answerBatching: boolean;
  /** Answers written by fast-json-stringify from the routes' zod schemas (response-serializer.ts). */
  fastJson: boolean;
  /** Kept copies answered as bytes written once (kept-answers.ts). */
  keptAnswers: boolean;
  /** The Node options of node-flags.json (node-flags.ts). */
  nodeFlags: boolean;
};

type Switches = Pick<
  AppConfig,
  'SPEED_MACHINERY' | 'SPEED_ANSWER_BATCHING' | 'SPEED_FAST_JSON' | 'SPEED_KEPT_ANSWERS' | 'SPEED_NODE_FLAGS'
>;

/** The parts `config` turns on (see the module). */
export function speedParts(config: Switches): SpeedParts {
  const on = (part: 'on' | 'off') => config.SPEED_MACHINERY !== 'off' && part !== 'off';
  return {
    answerBatching: on(config.SPEED_ANSWER_BATCHING),
    fastJson: on(config.SPEED_FAST_JSON),
    keptAnswers: on(config.SPEED_KEPT_ANSWERS),
    nodeFlags: on(config.SPEED_NODE_FLAGS),
  };
}
