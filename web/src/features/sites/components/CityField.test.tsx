import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../../app/i18n';
import { arabicMessages } from '../../../app/i18n-ar';
import { SiteCitySuggestionsDocument } from '../sites.generated';
import { CityField } from './CityField';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// antd's selects watch their size and close through a macrotask channel; jsdom has neither.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
globalThis.MessageChannel ??= class {
  port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
} as unknown as typeof MessageChannel;

const CASABLANCA = {
  __typename: 'CityView',
  code: 'ma-casablanca',
  nameFr: 'Casablanca',
  nameEn: 'Casablanca',
  nameAr: 'الدار البيضاء',
  province: { __typename: 'PlaceRef', nameFr: 'Casablanca', nameAr: 'الدار البيضاء' },
};
const BOUSKOURA = {
  __typename: 'CityView',
  code: 'ma-bouskoura',
  nameFr: 'Bouskoura',
  nameEn: 'Bouskoura',
  nameAr: 'بوسكورة',
  province: { __typename: 'PlaceRef', nameFr: 'Nouaceur', nameAr: 'النواصر' },
};

/** The api's suggestions for one search (the server folds Arabic and accents: the test only answers it). */
const suggestions = (search: string, cities: unknown[]): MockLink.MockedResponse => ({
  request: { query: SiteCitySuggestionsDocument, variables: { search } },
  result: { data: { cities } },
});

/** The field in a form in a language; `seen` receives the form's values on every change. */
function renderField(locale: 'fr' | 'ar', mocks: MockLink.MockedResponse[], seen: (values: Record<string, unknown>) => void) {
  return render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale={locale} defaultLocale="fr" messages={locale === 'ar' ? arabicMessages : frenchMessages}>
        <Form
          onSubmit={() => undefined}
          initialValues={{ city: '' }}
          render={({ values }) => {
            seen(values);
            return <CityField name="city" label="Ville" />;
          }}
        />
      </IntlProvider>
    </MockedProvider>,
  );
}

const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('CityField', () => {
  it('in Arabic, offers the cities typed in Arabic by their Arabic names, province too, and stores the French one', async () => {
    const seen = jest.fn();
    renderField('ar', [suggestions('البيضاء', [CASABLANCA]), suggestions('بوس', [BOUSKOURA])], seen);
    const input = screen.getByLabelText('Ville');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'بوس' } });
    // A city whose province has another name shows it after the city, in Arabic.
    await waitFor(() => expect(optionTexts()).toEqual(['بوسكورة — النواصر']));
    fireEvent.change(input, { target: { value: 'البيضاء' } });
    await waitFor(() => expect(optionTexts()).toEqual(['الدار البيضاء']));
    fireEvent.click(document.querySelector('.ant-select-item-option')!);
    // Offered in Arabic, stored by its French name: the company's sites name one city one way.
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith({ city: 'Casablanca' }));
  });

  it('in French, offers and writes the French names, as before', async () => {
    const seen = jest.fn();
    renderField('fr', [suggestions('bous', [BOUSKOURA])], seen);
    const input = screen.getByLabelText('Ville');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'bous' } });
    await waitFor(() => expect(optionTexts()).toEqual(['Bouskoura — Nouaceur']));
    fireEvent.click(document.querySelector('.ant-select-item-option')!);
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith({ city: 'Bouskoura' }));
  });
});
