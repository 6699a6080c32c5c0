import '../dashboard/components/jsdom-text-encoding';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { antdInJsdom, renderAt } from '../partners/public/public-test-kit';
import { FAQ } from './faq-content';
import FaqPage from './FaqPage';
import { helpMessages } from './messages';
import { helpMessagesEn } from './messages.en';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../app/antd/AntdScope', () => ({ AntdScope: ({ children }: { children: React.ReactNode }) => children }));
antdInJsdom();

const TOTAL = FAQ.reduce((n, g) => n + g.items.length, 0);

async function renderPage() {
  renderAt('/faq', [{ path: '/faq', element: <FaqPage /> }]);
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

const search = async (text: string) => {
  fireEvent.change(screen.getByLabelText('Rechercher dans la FAQ'), { target: { value: text } });
  await act(() => new Promise((r) => setTimeout(r, 0)));
};

describe('FaqPage', () => {
  it('shows every group and question, in French, with a link to the contact form', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeInTheDocument();
    expect(document.title).toBe('Foire aux questions · Chantiers');
    for (const name of [
      'Comptes et rôles',
      'Chantiers',
      'Devis et factures',
      'TVA et montants',
      'Sécurité des données',
      'Exports et documents',
      'Partenaires',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(`${TOTAL} questions`)).toBeInTheDocument();
    expect(screen.getByText('Quelle différence entre « Admin Société » et « Gestionnaire Chantier » ?')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Écrivez-nous' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/contact');
    // An answer opens with its question.
    const question = screen.getByText('Quels taux de TVA sont proposés ?');
    expect(question.closest('details')).not.toHaveAttribute('open');
    fireEvent.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(screen.getByText(/Les taux marocains 20 %, 14 %, 10 % et 7 %/)).toBeVisible();
  });

  it('filters questions and answers, accents and case aside; says when nothing matches', async () => {
    await renderPage();
    await search('AVOIR');
    // 'avoir' is in answers only (credit notes): their questions stay, opened.
    expect(screen.getByText('Puis-je modifier une facture émise ?')).toBeInTheDocument();
    expect(screen.getByText(/émet un avoir \(AV-2026-0001\)/)).toBeInTheDocument();
    expect(screen.queryByText('Comment créer un chantier ?')).not.toBeInTheDocument();
    await search('Sécurité');
    expect(screen.queryByText('Sécurité des données')).not.toBeInTheDocument();
    await search('mot de passe oublie');
    const found = [...document.querySelectorAll('details[open] > summary')].map((b) => b.textContent);
    expect(found).toEqual(expect.arrayContaining(['J’ai oublié mon mot de passe.']));
    await search('tva 14');
    const vat = screen.getByRole('heading', { level: 2, name: 'TVA et montants' }).closest('section')!;
    expect(within(vat).getByText('Quels taux de TVA sont proposés ?')).toBeInTheDocument();
    await search('livraison aux États-Unis');
    expect(screen.getByText('Aucune question ne correspond à « livraison aux États-Unis ».')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await search('');
    expect(screen.getByText(`${TOTAL} questions`)).toBeInTheDocument();
  });

  it('has every question and answer in both languages, none empty', () => {
    for (const { group, items } of FAQ) {
      for (const item of items) {
        for (const part of ['q', 'a'] as const) {
          const id = `faq.${group}.${item}.${part}` as keyof typeof helpMessages;
          expect([id, helpMessages[id]?.length > 10, helpMessagesEn[id]?.length > 10]).toEqual([id, true, true]);
        }
      }
    }
  });
});
