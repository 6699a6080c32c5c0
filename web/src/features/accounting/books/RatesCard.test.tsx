import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RatesCard } from './RatesCard';
import { booksMessages } from './messages';
import { booksMessagesAr } from './messages.ar';
import { booksMessagesEn } from './messages.en';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

const show = (locale: string, messages: Record<string, string>) =>
  render(
    <IntlProvider locale={locale} messages={messages}>
      <RatesCard />
    </IntlProvider>,
  );

describe('RatesCard', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('names each rate and its unit in the language shown', () => {
    show('fr', booksMessages);
    expect(screen.getByText('Délai de paiement par défaut (loi 69-21)')).toBeInTheDocument();
    expect(screen.getAllByText('60 jours').length).toBeGreaterThan(0);
    expect(screen.getAllByText('6 mois').length).toBeGreaterThan(0);
  });

  it('says days, months and hours in English as English does', () => {
    show('en', booksMessagesEn);
    expect(screen.getByText('Default payment term (law 69-21)')).toBeInTheDocument();
    expect(screen.getAllByText('60 days').length).toBeGreaterThan(0);
    expect(screen.getAllByText('6 months').length).toBeGreaterThan(0);
    expect(screen.getAllByText('44 hours').length).toBeGreaterThan(0);
  });

  it('in Arabic: Arabic names and units with Western digits, percentages kept left to right', () => {
    document.documentElement.dir = 'rtl';
    const { container } = show('ar-MA', booksMessagesAr);
    expect(screen.getByText('أجل الأداء الافتراضي (القانون 69-21)')).toBeInTheDocument();
    expect(screen.getAllByText('60 يوما').length).toBeGreaterThan(0);
    expect(screen.getAllByText('6 أشهر').length).toBeGreaterThan(0);
    expect(screen.getAllByText('44 ساعة').length).toBeGreaterThan(0);
    const values = Array.from(container.querySelectorAll('.books-rate-value')).map((el) => el.textContent);
    expect(values).toContain('\u206620\u00a0%\u2069');
    // No French or English name left (the sources after '·' are the legal texts' own titles).
    const names = Array.from(container.querySelectorAll('.books-rate-what')).map((el) => el.textContent ?? '');
    expect(names.filter((name) => /[a-zà-ÿ]{3,}/.test(name))).toEqual([]);
  });
});
