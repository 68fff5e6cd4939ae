import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { CheckboxField, ChoiceGroup } from './choice-group';
import { SelectField, TextAreaField, TextField } from './field';

// The page is prerendered and painted before its scripts run: a visitor may fill fields in the
// static HTML, and hydration must hand those values to the form instead of wiping them.

const countries = [
  { value: 'AE', label: 'United Arab Emirates' },
  { value: 'DE', label: 'Germany' },
];
const topicOptions = [
  { value: 'textiles', label: 'Textiles' },
  { value: 'leather', label: 'Leather' },
];

function Form() {
  const [name, setName] = useState('');
  const [country, setCountry] = useState('');
  const [notes, setNotes] = useState('');
  const [topics, setTopics] = useState<string[]>([]);
  const [terms, setTerms] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <form>
      <TextField id="name" label="Full Name" value={name} onValue={setName} />
      <SelectField
        id="country"
        label="Destination country"
        placeholder="Choose a country"
        options={countries}
        value={country}
        onValue={setCountry}
      />
      <TextAreaField id="notes" label="Notes" value={notes} onValue={setNotes} />
      <ChoiceGroup id="topics" legend="Products" type="checkbox" options={topicOptions} value={topics} onValue={setTopics} />
      <CheckboxField id="terms" label="I accept the terms" checked={terms} onChecked={setTerms} />
      <output aria-label="Form state">{JSON.stringify({ name, country, notes, topics, terms })}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </form>
  );
}

/** The prerendered form, in the document, before any script has run. */
function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

const state = () => JSON.parse(screen.getByRole('status', { name: 'Form state' }).textContent ?? '{}') as Record<string, unknown>;

test('keeps what the visitor filled in before hydration, in the fields and in the form state', async () => {
  const container = prerendered();
  const field = <E extends Element>(selector: string) => container.querySelector(selector) as E;
  field<HTMLInputElement>('#name').value = 'Omar Al Farsi';
  field<HTMLSelectElement>('#country').value = 'AE';
  field<HTMLTextAreaElement>('#notes').value = 'Himalayan salt lamps, 2,000 pieces.';
  field<HTMLInputElement>('input[value="leather"]').checked = true;
  field<HTMLInputElement>('#terms').checked = true;

  render(<Form />, { container, hydrate: true });
  await userEvent.click(screen.getByRole('button', { name: 'Render again' }));

  expect(screen.getByLabelText('Full Name')).toHaveValue('Omar Al Farsi');
  expect(screen.getByLabelText('Destination country')).toHaveValue('AE');
  expect(screen.getByLabelText('Notes')).toHaveValue('Himalayan salt lamps, 2,000 pieces.');
  expect(screen.getByRole('checkbox', { name: 'Leather' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
  expect(state()).toEqual({
    name: 'Omar Al Farsi',
    country: 'AE',
    notes: 'Himalayan salt lamps, 2,000 pieces.',
    topics: ['leather'],
    terms: true,
  });
});

test('changes nothing when nothing was filled in early, hydrated or rendered fresh', async () => {
  const empty = { name: '', country: '', notes: '', topics: [], terms: false };
  const container = prerendered();
  const { unmount } = render(<Form />, { container, hydrate: true });
  await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
  expect(state()).toEqual(empty);
  unmount();
  container.remove();

  render(<Form />);
  expect(state()).toEqual(empty);
  await userEvent.type(screen.getByLabelText('Full Name'), 'Jonas');
  expect(state()).toMatchObject({ name: 'Jonas' });
});
