import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../app/i18n';
import { SiteField } from './SiteField';
import { SiteOptionsDocument } from './site-select.generated';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

const site = (id: string, name: string) => ({ __typename: 'SiteView', id, name });
const ANFA = site('0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b', 'Villa Anfa');
const RABAT = site('1f2e3d4c-5b6a-4798-8a0b-2c3d4e5f6a7b', 'Résidence Rabat');

function options(items: ReturnType<typeof site>[]): MockLink.MockedResponse {
  return {
    request: { query: SiteOptionsDocument, variables: { search: null } },
    result: { data: { sites: { __typename: 'SitePageView', items } } },
    maxUsageCount: 5,
  };
}

/** The field in a form; `seen` receives the form's values on every change. */
function renderField(items: ReturnType<typeof site>[], seen: (values: Record<string, unknown>) => void) {
  return render(
    <MockedProvider mocks={[options(items)]}>
      <IntlProvider locale="fr" messages={frenchMessages}>
        <Form
          onSubmit={() => undefined}
          initialValues={{ siteId: null }}
          render={({ values }) => {
            seen(values);
            return <SiteField name="siteId" label="Chantier" placeholder="Choisissez un chantier" notFound="Aucun chantier" />;
          }}
        />
      </IntlProvider>
    </MockedProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('SiteField', () => {
  it('chooses the only open site for the user', async () => {
    const seen = jest.fn();
    renderField([ANFA], seen);
    await screen.findByText('Villa Anfa');
    expect(seen).toHaveBeenLastCalledWith({ siteId: ANFA.id });
  });

  it('leaves the choice to the user when there are several sites', async () => {
    const seen = jest.fn();
    renderField([ANFA, RABAT], seen);
    await settle();
    await settle();
    expect(screen.getByText('Choisissez un chantier')).toBeTruthy();
    expect(seen).toHaveBeenLastCalledWith({ siteId: null });
  });
});
