import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { notifySuccess } from '../../../shared/errors/notify';
import { ClientMatchesDocument, UpdateClientDocument } from '../../clients/clients.generated';
import { CreateInvoiceDocument, InvoicePreviewDocument, InvoiceQuoteDocument } from '../invoices.generated';
import InvoiceCreateModal from './InvoiceCreateModal';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({
  ...jest.requireActual('../../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
// The invoice lists refetched after issuing are not on screen here: Apollo warns it has none of them to refetch.
jest.spyOn(console, 'warn').mockImplementation(() => undefined);

type Mock = MockLink.MockedResponse;
const TODAY = dayjs().format('YYYY-MM-DD');
const QUOTE_ID = 'a1000000-0000-4000-8000-000000000001';
const FONDATIONS = 'b1000000-0000-4000-8000-000000000001';
const ELEVATION = 'b1000000-0000-4000-8000-000000000002';
const ICE = '002233445000066';
const CLIENT = {
  __typename: 'ClientView' as const,
  id: 'c1000000-0000-4000-8000-000000000001',
  name: 'Atlas Construction',
  kind: 'COMPANY',
  language: 'fr',
  ice: ICE as string | null,
  address: null,
  city: 'Casablanca',
  phone: null,
  email: null,
};
const SITE = { __typename: 'SiteRef' as const, id: 'd1000000-0000-4000-8000-000000000001', name: 'Villa Anfa' };
/** A line the quote bills: its own, or one an avenant added (`addedBy`) or removed (`removed`, `changedBy`). */
const line = (id: string, designation: string, totalHT: string, by: { addedBy?: string; changedBy?: string; removed?: boolean } = {}) => ({
  __typename: 'BillableLineView',
  id,
  lotTitle: 'Gros œuvre',
  designation,
  totalHT,
  vatRate: '20.00',
  addedBy: by.addedBy ?? null,
  changedBy: by.changedBy ?? null,
  removed: by.removed ?? false,
});
const OWN_LINES = [line(FONDATIONS, 'Fondations', '60000.00'), line(ELEVATION, 'Élévation', '40000.00')];
const quote = (client = CLIENT, lines = OWN_LINES, currentHT = '100000.00') => ({
  data: {
    quote: {
      __typename: 'QuoteView',
      id: QUOTE_ID,
      reference: 'DEV-2026-0012',
      status: 'ACCEPTE',
      issueDate: '2026-01-15',
      totalHT: '100000.00',
      totalTTC: '120000.00',
      client,
      site: SITE,
    },
    changeOrders: { __typename: 'QuoteChangeOrdersView', currentHT, lines },
    quoteInvoicing: {
      __typename: 'QuoteInvoicingView',
      leftHT: '70000.00',
      depositsHT: '30000.00',
      retentionHeld: '5000.00',
      invoiceCount: 1,
      progress: [
        { __typename: 'LineProgressView', lineId: FONDATIONS, percent: '40.00' },
        ...lines
          .filter((l) => ![FONDATIONS, ELEVATION].includes(l.id))
          .map((l) => ({ __typename: 'LineProgressView', lineId: l.id, percent: '0.00' })),
      ],
    },
  },
});
const quoteMock = (client = CLIENT, ...rest: [lines?: ReturnType<typeof line>[], currentHT?: string]): Mock => ({
  request: { query: InvoiceQuoteDocument, variables: { id: QUOTE_ID } },
  result: quote(client, ...rest),
});

const deposit = (percent: string) => ({ kind: 'ACOMPTE', issueDate: TODAY, notes: null, percent, amountHT: null });
const situation = (progress: { lineId: string; percent: string }[]) => ({ kind: 'SITUATION', issueDate: TODAY, notes: null, progress });
/** What the server would issue for that HT: 20 % VAT, 5 % retention. */
function computed(ht: number) {
  const money = (n: number) => n.toFixed(2);
  return {
    __typename: 'SalesInvoiceView',
    reference: 'FAC-2026-0008',
    totalHT: money(ht),
    totalVAT: money(ht * 0.2),
    totalTTC: money(ht * 1.2),
    retentionAmount: money(ht * 0.06),
    netToPay: money(ht * 1.14),
    vat: [{ __typename: 'VatRowView', rate: '20.00', base: money(ht), vat: money(ht * 0.2) }],
  };
}
function preview(input: object, answer: Record<string, unknown>) {
  const sent = jest.fn(() => answer);
  const mock: Mock = { request: { query: InvoicePreviewDocument, variables: { quoteId: QUOTE_ID, input } }, result: sent, maxUsageCount: 5 };
  return { mock, sent };
}
const INVOICE_ID = 'e1000000-0000-4000-8000-000000000001';
const issued = (ht: number) => ({
  data: {
    createInvoice: {
      ...computed(ht),
      id: INVOICE_ID,
      kind: 'ACOMPTE',
      label: 'Acompte',
      quote: { __typename: 'DocumentRef', id: QUOTE_ID, reference: 'DEV-2026-0012' },
      client: { __typename: 'InvoiceClientRef', id: CLIENT.id, name: CLIENT.name },
      site: SITE,
      creditOf: null,
      issueDate: TODAY,
      dueDate: TODAY,
      balance: (ht * 1.14).toFixed(2),
      status: 'EMISE',
      percent: null,
      retentionRate: '5.00',
      paidAmount: '0.00',
      creditedAmount: '0.00',
      amountInWords: 'montant en lettres',
      notes: null,
      lines: [],
      payments: [],
    },
  },
});
const refusal = (message: string, messageId: string) => ({
  errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: 400, messageId } }],
});

function Path() {
  return <output aria-label="page">{useLocation().pathname}</output>;
}

function show(mocks: Mock[]) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={[`/devis/${QUOTE_ID}`]}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <InvoiceCreateModal quoteId={QUOTE_ID} onClose={onClose} />
          <Path />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return { onClose };
}

const region = () => screen.getByRole('region', { name: 'La facture qui sera émise' });
/** The preview's lines, label and amount, as read (narrow spaces read as spaces). */
const figures = () =>
  Array.from(region().querySelectorAll('dl > div')).map((d) => ['dt', 'dd'].map((tag) => d.querySelector(tag)!.textContent!.replace(/\s+/g, ' ')));
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const ICE_WARNING = 'Le client est une société : renseignez son ICE avant de le facturer.';

beforeEach(() => jest.mocked(notifySuccess).mockClear());

describe('Facturer un devis', () => {
  it('shows the deposit the percentage makes, as the server computes it, and issues it', async () => {
    const create = jest.fn(() => issued(50000));
    const { onClose } = show([
      quoteMock(),
      preview(deposit('30'), { data: { invoicePreview: computed(30000) } }).mock,
      preview(deposit('50'), { data: { invoicePreview: computed(50000) } }).mock,
      { request: { query: CreateInvoiceDocument, variables: { quoteId: QUOTE_ID, input: deposit('50') } }, result: create },
    ]);
    const form = await screen.findByRole('form', { name: 'Facturer le devis DEV-2026-0012' });
    expect(within(form).getByText('Reste à facturer : 70 000,00 DH HT sur 100 000,00 DH HT')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Pourcentage' })).toBeChecked();
    expect(within(form).getByLabelText('Pourcentage du devis (%)')).toHaveValue('30');
    expect(screen.queryByText(ICE_WARNING)).toBeNull();
    await waitFor(() =>
      expect(figures()).toEqual([
        ['Montant HT', '30 000,00 DH'],
        ['TVA 20 %', '6 000,00 DH'],
        ['Total TTC', '36 000,00 DH'],
        ['Retenue de garantie (déduite)', '1 800,00 DH'],
        ['Net à payer', '34 200,00 DH'],
      ]),
    );

    fireEvent.change(within(form).getByLabelText('Pourcentage du devis (%)'), { target: { value: '50' } });
    await waitFor(() => expect(figures()[0]).toEqual(['Montant HT', '50 000,00 DH']));
    expect(figures()[4]).toEqual(['Net à payer', '57 000,00 DH']);

    fireEvent.click(within(form).getByRole('button', { name: 'Émettre la facture' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledWith('Facture FAC-2026-0008 émise');
    await waitFor(() => expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent(`/factures/${INVOICE_ID}`));
  });

  it('asks for the ICE of a company client once, previews nothing until it is given, then previews', async () => {
    const first = preview(deposit('30'), { data: { invoicePreview: computed(30000) } });
    const input = { name: 'Atlas Construction', kind: 'COMPANY', ice: ICE, phone: '', email: '', address: '', city: 'Casablanca', language: 'fr' };
    const update = jest.fn(() => ({ data: { updateClient: CLIENT } }));
    const noMatch = (ice: string | null): Mock => ({
      request: { query: ClientMatchesDocument, variables: { name: 'Atlas Construction', ice, exceptId: CLIENT.id } },
      result: { data: { clientMatches: [] } },
      maxUsageCount: 5,
    });
    show([
      quoteMock({ ...CLIENT, ice: null }),
      first.mock,
      noMatch(null),
      noMatch(ICE),
      { request: { query: UpdateClientDocument, variables: { id: CLIENT.id, input } }, result: update },
      quoteMock(),
    ]);
    const warning = await screen.findByText(ICE_WARNING);
    expect(screen.getAllByText(ICE_WARNING)).toHaveLength(1);
    const alert = warning.closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByText('Atlas Construction')).toBeInTheDocument();
    expect(within(region()).getByText('La facture s’affichera ici une fois la fiche client complétée.')).toBeInTheDocument();
    // Longer than the preview's pause: still nothing asked of the server.
    await wait(600);
    expect(first.sent).not.toHaveBeenCalled();
    expect(within(region()).queryByRole('definition')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Compléter la fiche client' }));
    const drawer = await screen.findByRole('form', { name: 'Modifier le client' });
    fireEvent.change(within(drawer).getByLabelText('ICE'), { target: { value: ICE } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Client « Atlas Construction » enregistré'));
    expect(update).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(screen.queryByText(ICE_WARNING)).toBeNull());
    await waitFor(() => expect(figures()[0]).toEqual(['Montant HT', '30 000,00 DH']));
    expect(first.sent).toHaveBeenCalled();
    expect(screen.queryByText('La facture s’affichera ici une fois la fiche client complétée.')).toBeNull();
  });

  it('says a refusal once: in the preview first, then above the button once issuing is refused', async () => {
    const NOTHING = 'Il ne reste rien à facturer sur ce devis.';
    const create = jest.fn(() => refusal(NOTHING, 'invoice.nothingLeft'));
    const { onClose } = show([
      quoteMock(),
      preview(deposit('30'), refusal(NOTHING, 'invoice.nothingLeft')).mock,
      { request: { query: CreateInvoiceDocument, variables: { quoteId: QUOTE_ID, input: deposit('30') } }, result: create },
    ]);
    expect(await within(await screen.findByRole('region', { name: 'La facture qui sera émise' })).findByText(NOTHING)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Émettre la facture' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await within(region()).findByText('La facture s’affichera ici une fois ce point réglé.')).toBeInTheDocument();
    expect(screen.getAllByText(NOTHING)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(NOTHING);
    expect(onClose).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent(`/devis/${QUOTE_ID}`);
  });

  it('bills a progress statement from the lines’ cumulative progress', async () => {
    const progress = [{ lineId: FONDATIONS, percent: '60' }];
    const create = jest.fn(() => issued(12000));
    show([
      quoteMock(),
      preview(deposit('30'), { data: { invoicePreview: computed(30000) } }).mock,
      preview(situation([]), refusal("Indiquez l'avancement d'au moins une ligne", 'invoice.progress.required')).mock,
      preview(situation(progress), { data: { invoicePreview: computed(12000) } }).mock,
      { request: { query: CreateInvoiceDocument, variables: { quoteId: QUOTE_ID, input: situation(progress) } }, result: create },
    ]);
    const form = await screen.findByRole('form', { name: 'Facturer le devis DEV-2026-0012' });
    fireEvent.click(within(form).getByText('Situation de travaux', { selector: '.ant-segmented-item-label' }));
    expect(within(form).queryByLabelText('Pourcentage du devis (%)')).toBeNull();
    expect(within(form).getByText(/^Avancement cumulé de chaque ligne/)).toBeInTheDocument();
    const fondations = within(form).getByText('Gros œuvre — Fondations').closest('tr')!;
    expect(within(fondations).getByText('60 000,00 DH')).toBeInTheDocument();
    expect(within(fondations).getByText('40 %')).toBeInTheDocument();
    expect(within(within(form).getByText('Gros œuvre — Élévation').closest('tr')!).getByText('0 %')).toBeInTheDocument();
    // Nothing typed yet: the server says why there is nothing to bill.
    expect(await within(region()).findByText("Indiquez l'avancement d'au moins une ligne")).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Cumul (%) — Gros œuvre — Fondations'), { target: { value: '60' } });
    await waitFor(() => expect(figures()[0]).toEqual(['Montant HT', '12 000,00 DH']));
    fireEvent.click(within(form).getByRole('button', { name: 'Émettre la facture' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Facture FAC-2026-0008 émise'));
  });

  it('bills a line an accepted avenant added, and shows the one an avenant removed without billing it', async () => {
    const ADDED = 'b1000000-0000-4000-8000-000000000003';
    const lines = [
      line(FONDATIONS, 'Fondations', '60000.00'),
      line(ELEVATION, 'Élévation', '0.00', { changedBy: 'AVT-2026-0002', removed: true }),
      line(ADDED, 'Mur de clôture', '12000.00', { addedBy: 'AVT-2026-0001' }),
    ];
    const progress = [{ lineId: ADDED, percent: '100' }];
    const create = jest.fn(() => issued(12000));
    show([
      quoteMock(CLIENT, lines, '72000.00'),
      preview(deposit('30'), { data: { invoicePreview: computed(21600) } }).mock,
      preview(situation([]), refusal("Indiquez l'avancement d'au moins une ligne", 'invoice.progress.required')).mock,
      preview(situation(progress), { data: { invoicePreview: computed(12000) } }).mock,
      { request: { query: CreateInvoiceDocument, variables: { quoteId: QUOTE_ID, input: situation(progress) } }, result: create },
    ]);
    const form = await screen.findByRole('form', { name: 'Facturer le devis DEV-2026-0012' });
    expect(within(form).getByText('Reste à facturer : 70 000,00 DH HT sur 72 000,00 DH HT')).toBeInTheDocument();
    fireEvent.click(within(form).getByText('Situation de travaux', { selector: '.ant-segmented-item-label' }));
    const added = within(form).getByText('Gros œuvre — Mur de clôture').closest('tr')!;
    expect(within(added).getByText('Ajoutée par AVT-2026-0001')).toBeInTheDocument();
    expect(within(added).getByText('12 000,00 DH')).toBeInTheDocument();
    const removed = within(form).getByText('Gros œuvre — Élévation').closest('tr')!;
    expect(within(removed).getByText('Supprimée par AVT-2026-0002 : elle ne se facture plus')).toBeInTheDocument();
    expect(within(form).getByLabelText('Cumul (%) — Gros œuvre — Élévation')).toBeDisabled();

    fireEvent.change(within(form).getByLabelText('Cumul (%) — Gros œuvre — Mur de clôture'), { target: { value: '100' } });
    await waitFor(() => expect(figures()[0]).toEqual(['Montant HT', '12 000,00 DH']));
    fireEvent.click(within(form).getByRole('button', { name: 'Émettre la facture' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Facture FAC-2026-0008 émise'));
  });

  it('explains the balance and the retention release', async () => {
    const plain = (kind: string) => ({ kind, issueDate: TODAY, notes: null });
    show([
      quoteMock(),
      preview(deposit('30'), { data: { invoicePreview: computed(30000) } }).mock,
      preview(plain('SOLDE'), { data: { invoicePreview: computed(70000) } }).mock,
      preview(plain('RETENUE'), { data: { invoicePreview: { ...computed(5000), retentionAmount: '0.00', netToPay: '6000.00' } } }).mock,
    ]);
    const form = await screen.findByRole('form', { name: 'Facturer le devis DEV-2026-0012' });
    fireEvent.click(within(form).getByText('Solde', { selector: '.ant-segmented-item-label' }));
    expect(within(form).getByText(/^La facture de solde porte tout ce qui reste du devis/)).toBeInTheDocument();
    fireEvent.click(within(form).getByText('Libérer la retenue', { selector: '.ant-segmented-item-label' }));
    expect(
      within(form).getByText(
        'La facture libère la retenue de garantie retenue sur les factures du devis. Retenue de garantie à libérer : 5 000,00 DH',
      ),
    ).toBeInTheDocument();
    expect(within(form).queryByText(/^La facture de solde/)).toBeNull();
    // Releasing the retention deducts none: no retention line, the net is the TTC.
    await waitFor(() =>
      expect(figures()).toEqual([
        ['Montant HT', '5 000,00 DH'],
        ['TVA 20 %', '1 000,00 DH'],
        ['Total TTC', '6 000,00 DH'],
        ['Net à payer', '6 000,00 DH'],
      ]),
    );
  });
});
