/**
 * The badge tables of the instance and phone lists cover exactly the states the API answers and moves between: the
 * `status` enums of the list answers in the OpenAPI document (packages/api-sdk/openapi.json, generated from the API's
 * schemas) and every state of the transitions the API enforces (@lanyun/contract/states, imported by both).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { INSTANCE_TRANSITIONS, PHONE_TRANSITIONS } from '@lanyun/contract/states';
import { describe, expect, it } from 'vitest';
import { PHONE_STATUS } from '../phone-order/phone-status';
import { STATUS_VIEW } from './instance-status';

type Schema = { enum?: string[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
const doc = JSON.parse(readFileSync(resolve(__dirname, '../../../../../packages/api-sdk/openapi.json'), 'utf8')) as {
  paths: Record<string, { post: { responses: { 200: { content: { 'application/json': { schema: Schema } } } } } }>;
};

/** The `status` enum of the items of `data.list` in the answer of POST `path`. */
function listStatuses(path: string): string[] {
  const data = doc.paths[path]!.post.responses[200].content['application/json'].schema.properties!.data!;
  const object = data.properties ? data : data.anyOf!.find((s) => s.properties)!;
  return object.properties!.list!.items!.properties!.status!.enum!;
}

/** Every state named by `transitions`. */
const statesOf = (transitions: Record<string, { from: readonly string[]; via: string; done: string }>) =>
  new Set(Object.values(transitions).flatMap((t) => [...t.from, t.via, t.done]));

describe('state badges', () => {
  it('show every instance state the API answers or moves to, and no other', () => {
    const badges = Object.keys(STATUS_VIEW).sort();
    expect(listStatuses('/instance_overview/user_instance_list').sort()).toEqual(badges);
    for (const s of statesOf(INSTANCE_TRANSITIONS)) expect(badges, s).toContain(s);
  });

  it('show every phone state the API answers or moves to, and no other', () => {
    const badges = Object.keys(PHONE_STATUS).sort();
    expect(listStatuses('/phone_overview/user_phone_list').sort()).toEqual(badges);
    for (const s of statesOf(PHONE_TRANSITIONS)) expect(badges, s).toContain(s);
  });
});
