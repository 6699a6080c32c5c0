import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument } from './api-tokens.generated';
import { notifySuccess } from '../../shared/errors/notify';
import ApiTokensPage from './ApiTokensPage';
import { expiresOnOf } from './expiry';
import { onPhone } from '../../test/phone-screen';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({ notifySuccess: jest.fn(), notifyInfo: jest.fn(), notifyError: jest.fn() }));

// antd in jsdom is slow when the whole suite runs in parallel: the default 1 s wait is not enough then.
const WAIT = { timeout: 8000 };
const SECRET = 'cht_0123456789abcdef_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ApiTokenView',
  id,
  name,
  prefix: 'cht_0123456789abcdef',
  scopes: ['read'],
  createdAt: '2026-11-20T09:00:00.000Z',
  createdByName: 'Amina Benali',
  expiresAt: '2027-02-18T22:59:59.999Z',
  expired: false,
  lastUsedAt: null,
  ...extra,
});
const ERP = token('6a1b2c3d-0000-4000-8000-000000000001', 'ERP', { scopes: ['read', 'write'], lastUsedAt: '2026-11-25T14:05:00.000Z' });
const BI = token('6a1b2c3d-0000-4000-8000-000000000002', 'Power BI');

const list = (items: unknown[]): MockLink.MockedResponse => ({ request: { query: ApiTokensDocument }, result: { data: { apiTokens: items } } });
const created: MockLink.MockedResponse = {
  request: { query: CreateApiTokenDocument, variables: { input: { name: 'Power BI', scopes: ['read'], expiresOn: expiresOnOf('90', undefined) } } },
  result: { data: { createApiToken: { __typename: 'CreatedApiTokenView', token: SECRET, apiToken: BI } } },
};
const revoked: MockLink.MockedResponse = {
  request: { query: RevokeApiTokenDocument, variables: { id: BI.id } },
  result: { data: { revokeApiToken: true } },
};

function show(mocks: MockLink.MockedResponse[], locale: 'fr' | 'en' = 'fr') {
  return render(
    <MemoryRouter initialEntries={['/parametres/api']}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale={locale} defaultLocale="fr" messages={{ 'menu.settings': 'Paramètres', 'settings.nav.api': 'API' }}>
          <ApiTokensPage />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.mocked(notifySuccess).mockClear());

describe('Paramètres → API', () => {
  it('creates a token, shows its secret once, lists it and revokes it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show([list([ERP]), created, revoked]);
    const erpRow = (await screen.findByText('ERP', {}, WAIT)).closest('tr')!;
    expect(within(erpRow).getByText('Lecture')).toBeInTheDocument();
    expect(within(erpRow).getByText('Écriture')).toBeInTheDocument();
    expect(within(erpRow).getByText('par Amina Benali')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Nouveau jeton/ }));
    const form = await screen.findByRole('form', { name: 'Nouveau jeton API' }, WAIT);
    // Nothing named: the schema's message, and no call.
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le jeton' }));
    expect(await within(form).findByText('Le nom du jeton est requis', {}, WAIT)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Nom'), { target: { value: 'Power BI' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le jeton' }));

    const secret = await screen.findByRole('textbox', { name: 'Jeton API' }, WAIT);
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(screen.getByText(/il ne sera plus affiché/)).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith('Jeton créé');
    const biRow = screen.getByText('Power BI').closest('tr')!;
    expect(within(biRow).getByText('Jamais')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Copier/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'J’ai copié le jeton' }));
    expect(screen.queryByRole('textbox', { name: 'Jeton API' })).toBeNull();
    // The list never shows a secret, only the public prefix.
    expect(document.body.textContent).not.toContain(SECRET);

    fireEvent.click(within(biRow).getByRole('button', { name: 'Révoquer : Power BI' }));
    const confirm = await screen.findByText('Révoquer le jeton « Power BI » ?', {}, WAIT);
    fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(screen.queryByText('Power BI')).toBeNull(), WAIT);
    expect(notifySuccess).toHaveBeenLastCalledWith('Jeton révoqué');
    expect(screen.getByText('ERP')).toBeInTheDocument();
  });

  it('lists the tokens as cards on a phone, each with its scopes, last use and its own Révoquer', async () => {
    await onPhone(async () => {
      const OLD = token('6a1b2c3d-0000-4000-8000-000000000004', 'Old export', { expired: true });
      show([list([ERP, OLD]), { request: { query: RevokeApiTokenDocument, variables: { id: ERP.id } }, result: { data: { revokeApiToken: true } } }]);
      const erp = (await screen.findByText('ERP', {}, WAIT)).closest('article')!;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(erp).getByText('Lecture')).toBeInTheDocument();
      expect(within(erp).getByText('Écriture')).toBeInTheDocument();
      expect(within(erp).getByText('Dernière utilisation')).toBeInTheDocument();
      expect(within(screen.getByText('Old export').closest('article')!).getAllByText('Expiré').length).toBeGreaterThan(0);
      fireEvent.click(within(erp).getByRole('button', { name: 'Révoquer : ERP' }));
      const confirm = await screen.findByText('Révoquer le jeton « ERP » ?', {}, WAIT);
      fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: 'Révoquer' }));
      await waitFor(() => expect(screen.queryByText('ERP')).toBeNull(), WAIT);
      expect(screen.getByText('Old export')).toBeInTheDocument();
    });
  });

  it('says when a token has expired, and speaks English with English', async () => {
    show([list([token('6a1b2c3d-0000-4000-8000-000000000003', 'Old export', { expired: true })])], 'en');
    const row = (await screen.findByText('Old export', {}, WAIT)).closest('tr')!;
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New token/ })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    show([list([])]);
    expect(await screen.findByText('Aucun jeton : créez-en un pour connecter un logiciel.', {}, WAIT)).toBeInTheDocument();
  });
});
