import { fireEvent, render, screen } from '@testing-library/react';
import { Form, FormSpy } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { SelectField } from './SelectField';

// What jsdom lacks and antd's Select reads: ResizeObserver (its size), a MessageChannel (a macrotask as it opens).
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
class TimeoutChannel {
  port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
globalThis.MessageChannel ??= TimeoutChannel as unknown as typeof MessageChannel;

const TRADES = [
  { value: 'concrete', label: 'Béton' },
  { value: 'electricity', label: 'Électricité' },
  { value: 'plumbing', label: 'Plomberie' },
  { value: 'structural', label: 'Gros œuvre' },
];

function renderTrades() {
  render(
    <IntlProvider locale="fr" onError={() => undefined}>
      <Form onSubmit={() => undefined}>
        {() => (
          <>
            <SelectField name="trade" label="Corps d'état" options={TRADES} searchable />
            <FormSpy subscription={{ values: true }}>{({ values }) => <output>{JSON.stringify(values)}</output>}</FormSpy>
          </>
        )}
      </Form>
    </IntlProvider>,
  );
  return screen.getByRole('combobox', { name: "Corps d'état" });
}

/** The options the open list shows for what is typed. */
function shownFor(box: HTMLElement, typed: string): string[] {
  fireEvent.change(box, { target: { value: typed } });
  return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title') ?? '');
}

describe('SelectField', () => {
  it('finds options whatever the accents and case typed', () => {
    const box = renderTrades();
    fireEvent.mouseDown(box);
    expect(shownFor(box, 'beton')).toEqual(['Béton']);
    expect(shownFor(box, 'elec')).toEqual(['Électricité']);
    expect(shownFor(box, 'ÉLECTRICITE')).toEqual(['Électricité']);
    expect(shownFor(box, 'oeuvre')).toEqual(['Gros œuvre']);
    expect(shownFor(box, 'plâtre')).toEqual([]);
  });

  it('chooses the option found and puts its label in the field', () => {
    const box = renderTrades();
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'beton' } });
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Béton"]')!);
    expect(screen.getByRole('status')).toHaveTextContent('{"trade":"concrete"}');
    expect(box.closest('.ant-select')).toHaveTextContent('Béton');
  });
});
