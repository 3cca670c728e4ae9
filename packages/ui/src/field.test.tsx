import { useState } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, SelectField } from './field';

/** A controlled form as the sites write them: the state is what a submit would send. */
function Form({ onState }: { onState: (s: { email: string; region: string }) => void }) {
  const [email, setEmail] = useState('');
  const [region, setRegion] = useState('');
  onState({ email, region });
  return (
    <form>
      <Field label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <SelectField
        label="Region"
        value={region}
        onChange={(e) => setRegion(e.target.value)}
        placeholder="Choose"
        options={[{ value: 'bj', label: 'Beijing' }]}
      />
    </form>
  );
}

let container: HTMLDivElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

/** Server HTML in the document, then `before` (the visitor's typing or autofill), then hydration. */
async function hydrateAfter(before: (c: HTMLDivElement) => void) {
  let state = { email: '', region: '' };
  const onState = (s: typeof state) => (state = s);
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form onState={onState} />);
  document.body.append(container);
  before(container);
  const c = container;
  await act(async () => {
    hydrateRoot(c, <Form onState={onState} />);
  });
  return { state: () => state, input: c.querySelector('input')!, select: c.querySelector('select')! };
}

describe('Field before hydration', () => {
  it('takes over text typed or autofilled before the page hydrated', async () => {
    const page = await hydrateAfter((c) => {
      c.querySelector('input')!.value = 'early@example.com';
      c.querySelector('select')!.value = 'bj';
    });
    expect(page.state()).toEqual({ email: 'early@example.com', region: 'bj' });
    expect(page.input.value).toBe('early@example.com');
    expect(page.select.value).toBe('bj');
  });

  it('leaves an untouched field as the state says', async () => {
    const page = await hydrateAfter(() => {});
    expect(page.state()).toEqual({ email: '', region: '' });
    expect(page.input.value).toBe('');
  });
});
