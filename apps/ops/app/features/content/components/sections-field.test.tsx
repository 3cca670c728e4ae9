import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionsField } from './sections-field';

afterEach(cleanup);

const PAGE = JSON.stringify({
  intro: '在云端运行门店系统。',
  challenges: [{ title: '门店分散', text: '每家门店各有一台服务器。' }],
  approach: [{ title: '集中部署', text: '后台统一部署。' }],
  products: [{ name: '通用型云服务器', href: '/ecs', spec: '2 vCPU' }],
});

/** The field with its value in state; the latest value is shown in a <output> for assertions. */
function Harness({ initial, copyFrom }: { initial: string; copyFrom?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SectionsField
        label="Page sections (zh-CN)"
        value={value}
        onChange={setValue}
        {...(copyFrom ? { copyFrom } : {})}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}
const current = () => JSON.parse(screen.getByTestId('value').textContent ?? '');

describe('SectionsField', () => {
  it('edits the sections as a form: text, new rows, order and removal', () => {
    render(<Harness initial={PAGE} />);
    fireEvent.change(screen.getByLabelText('Challenge 1 title'), { target: { value: '门店太多' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add challenge' }));
    fireEvent.change(screen.getByLabelText('Challenge 2 title'), { target: { value: '数据不同步' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move challenge 2 up' }));
    expect(current().challenges.map((c: { title: string }) => c.title)).toEqual(['数据不同步', '门店太多']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove product 1' }));
    expect(current().products).toEqual([]);
    expect(current().intro).toBe('在云端运行门店系统。');
  });

  it('starts empty sections or copies the other language for translating', () => {
    render(<Harness initial="" copyFrom={PAGE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the other language to translate' }));
    expect(screen.getByLabelText<HTMLInputElement>('Step 1 title').value).toBe('集中部署');
    cleanup();
    render(<Harness initial="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Start empty sections' }));
    expect(current()).toEqual({
      intro: '',
      challenges: [{ title: '', text: '' }],
      approach: [{ title: '', text: '' }],
      products: [],
    });
  });

  it('shows text that is not JSON in the JSON view with the problem, and the form again once it is valid', () => {
    render(<Harness initial='{"intro": "x",' />);
    expect(screen.getByRole('alert').textContent).toMatch(/Not valid JSON/);
    expect(screen.getByRole('button', { name: 'Edit as form' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Page sections (zh-CN) as JSON'), { target: { value: PAGE } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit as form' }));
    expect(screen.getByLabelText<HTMLInputElement>('Product 1 link').value).toBe('/ecs');
    cleanup();
    render(<Harness initial="[]" />);
    expect(screen.getByRole('alert').textContent).toMatch(/Not a JSON object/);
  });
});
