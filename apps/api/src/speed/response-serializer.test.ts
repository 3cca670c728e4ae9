import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '../lib/envelope.ts';
import { keepAnswer } from './kept-answers.ts';
import { compileJsonWriter, KeptAnswerChangedError, responseSerializerCompiler } from './response-serializer.ts';

const Item = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.string().nullable(),
  tags: z.array(z.object({ key: z.string() })),
  extra: z.record(z.string(), z.number()).optional(),
  state: z.enum(['running', 'stopped']),
  meta: z.unknown(),
});
const Answer = envelope(Item);

describe('answers written by fast-json-stringify', () => {
  it('writes only the schema keys, with nulls and optional keys as zod does', () => {
    const write = compileJsonWriter(Answer);
    expect(write).not.toBeNull();
    const row = {
      password_hash: 'secret',
      state: 'running',
      tags: [{ key: 'a', internal: 1 }],
      price: null,
      name: '云服务器 "ECS"',
      id: 7,
      meta: { any: [1, 'x'] },
    };
    const expected = JSON.stringify(Answer.encode({ code: 200, msg: 'ok', data: row as never }));
    expect(write?.({ code: 200, msg: 'ok', data: row })).toBe(expected);
    expect(expected).not.toContain('secret');
    expect(write?.({ code: 404, msg: 'not found', data: null })).toBe('{"code":404,"msg":"not found","data":null}');
  });

  it('fails an answer that lacks a required key', () => {
    const write = compileJsonWriter(Answer);
    expect(() => write?.({ code: 200, msg: 'ok', data: { id: 1 } })).toThrow();
  });

  it('leaves unions and transforms to zod', () => {
    expect(compileJsonWriter(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
    expect(compileJsonWriter(z.string().transform((s) => s.length))).toBeNull();
  });

  it('under check, a difference between the two writers fails the answer', () => {
    const serializer = responseSerializerCompiler({ check: true })({
      schema: z.object({ n: z.number().int() }),
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(serializer({ n: 3 })).toBe('{"n":3}');
    // zod refuses 2.5 as an integer; fast-json-stringify would write it: either way the answer must not go out.
    expect(() => serializer({ n: 2.5 })).toThrow();
  });

  describe('kept answers', () => {
    const compile = (check: boolean) =>
      responseSerializerCompiler({ check })({ schema: Answer, method: 'POST', url: '/kept', httpStatus: '200' }) as (
        payload: unknown,
      ) => unknown;
    const row = () => ({ id: 1, name: '华东 1', price: '9.90', tags: [], state: 'running' as const, meta: null });

    it('writes a kept copy once and answers the same bytes, equal to a fresh writing', () => {
      const serializer = compile(false);
      const copy = keepAnswer(row());
      const first = serializer({ code: 200, msg: 'ok', data: copy });
      expect(Buffer.isBuffer(first)).toBe(true);
      expect(serializer({ code: 200, msg: 'ok', data: copy })).toBe(first);
      expect(JSON.parse((first as Buffer).toString())).toEqual(
        JSON.parse(compile(false)({ code: 200, msg: 'ok', data: row() }) as string),
      );
    });

    it('writes other answers each time: an unmarked object, another message, an error', () => {
      const serializer = compile(false);
      const copy = keepAnswer(row());
      expect(typeof serializer({ code: 200, msg: 'ok', data: row() })).toBe('string');
      expect(typeof serializer({ code: 200, msg: 'done.saved', data: copy })).toBe('string');
      expect(typeof serializer({ code: 500, msg: 'ok', data: copy })).toBe('string');
    });

    it('under check, a kept copy changed after its first answer fails the answer', () => {
      const serializer = compile(true);
      const copy = keepAnswer(row());
      serializer({ code: 200, msg: 'ok', data: copy });
      expect(Buffer.isBuffer(serializer({ code: 200, msg: 'ok', data: copy }))).toBe(true);
      copy.name = '华北 2';
      expect(() => serializer({ code: 200, msg: 'ok', data: copy })).toThrow(KeptAnswerChangedError);
    });
  });
});
