import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { quoteFormMessages } from './messages';
import { createQuoteForm, emptyQuote, newLine, type QuoteFormValues } from './quote-form-values';
import { QuoteLotsField } from './QuoteLotsField';
import { QuoteTotals } from './QuoteTotals';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// The designation's textarea grows with its text, watched by a ResizeObserver that jsdom lacks.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
// jsdom has no layout: the textarea's measured height is NaN, which React reports; nothing a user would meet.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (String(args[0]).includes('is an invalid value for the') && args.includes('height')) return;
  consoleError(...args);
});

const line = (designation: string, quantity: string, unitPriceHT: string) => ({ ...newLine(), designation, quantity, unitPriceHT });

function show() {
  const seen: { values?: QuoteFormValues } = {};
  const values = {
    ...emptyQuote(30),
    lots: [{ uid: 'lot-a', title: 'Gros œuvre', lines: [line('Béton', '1', '10'), line('Acier', '2', '5')] }],
  };
  const form = createQuoteForm(values, () => undefined);
  render(
    <IntlProvider locale="fr" messages={quoteFormMessages}>
      <Form<QuoteFormValues>
        form={form}
        onSubmit={() => undefined}
        render={() => (
          <form>
            <QuoteLotsField readOnly={false} />
            <QuoteTotals />
            <FormSpy<QuoteFormValues> subscription={{ values: true }} onChange={({ values }) => (seen.values = values)} />
          </form>
        )}
      />
    </IntlProvider>,
  );
  const designations = () => seen.values!.lots.map((l) => [l.title, ...l.lines.map((x) => x.designation)]);
  return { designations };
}

describe('QuoteLotsField', () => {
  it('moves and removes lines, keeping one, and totals what is left', async () => {
    const user = userEvent.setup();
    const { designations } = show();
    expect(screen.getByTestId('quote-total-ttc').textContent).toBe('24,00\u00a0DH');
    await user.click(screen.getByRole('button', { name: 'Descendre la ligne 1' }));
    expect(designations()).toEqual([['Gros œuvre', 'Acier', 'Béton']]);
    // The moved line keeps the focus on its arrows (at the bottom now, the 'up' one).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Monter la ligne 2' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer la ligne 1' }));
    expect(designations()).toEqual([['Gros œuvre', 'Béton']]);
    expect(screen.getByRole('button', { name: 'Supprimer la ligne 1' })).toBeDisabled();
    expect(screen.getByTestId('quote-total-ttc').textContent).toBe('12,00\u00a0DH');
    // A line added where one was removed starts blank (not with what the form started with at that place).
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    expect(designations()).toEqual([['Gros œuvre', 'Béton', '']]);
  });

  it('adds, moves and removes lots, keeping one', async () => {
    const user = userEvent.setup();
    const { designations } = show();
    await user.click(screen.getByRole('button', { name: 'Ajouter un lot' }));
    const title = screen.getByLabelText('Titre du lot 2');
    expect(document.activeElement).toBe(title);
    await user.type(title, 'Électricité');
    await user.click(screen.getByRole('button', { name: 'Monter le lot 2' }));
    expect(designations()).toEqual([
      ['Électricité', ''],
      ['Gros œuvre', 'Béton', 'Acier'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Supprimer le lot 1' }));
    expect(designations()).toEqual([['Gros œuvre', 'Béton', 'Acier']]);
    expect(screen.getByRole('button', { name: 'Supprimer le lot 1' })).toBeDisabled();
  });

  it('goes from field to field with Enter, and adds a line after the TVA', async () => {
    const { designations } = show();
    const first = screen.getByRole('group', { name: 'Ligne 1' });
    fireEvent.keyDown(within(first).getByLabelText('P.U. HT'), { key: 'Enter' });
    expect(document.activeElement).toBe(within(first).getByLabelText('Remise %'));
    fireEvent.keyDown(within(first).getByLabelText('TVA'), { key: 'Enter' });
    expect(designations()).toEqual([['Gros œuvre', 'Béton', '', 'Acier']]);
    expect(document.activeElement).toBe(within(screen.getByRole('group', { name: 'Ligne 2' })).getByLabelText('Désignation'));
  });
});
