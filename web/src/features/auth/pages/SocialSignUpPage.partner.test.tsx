import '../../dashboard/components/jsdom-text-encoding';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import PartnerSignUpPage from '../../partners/public/PartnerSignUpPage';
import { antdInJsdom, placesApi, renderAt, serveApi } from '../../partners/public/public-test-kit';
import SocialSignUpPage from './SocialSignUpPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../app/antd/AntdScope', () => ({ AntdScope: ({ children }: { children: React.ReactNode }) => children }));
antdInJsdom();

const PENDING = { email: 'salma@example.ma', firstName: 'Salma', lastName: 'Idrissi', providerName: 'Google' };

/** The fields a partner's listing starts with, by their label. */
const LISTING_FIELDS = ['Téléphone', 'Types de service', 'Région', 'Ville', 'ICE (facultatif)', 'Description (facultatif)'];

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

/** /inscription-sociale, once the pending sign-up is read, with its partner option chosen. */
async function renderSocialPartner() {
  serveApi({ ...placesApi, PendingSocialSignUp: () => ({ data: { pendingSocialSignUp: PENDING } }) });
  renderAt('/inscription-sociale?ticket=the-ticket', [{ path: '/inscription-sociale', element: <SocialSignUpPage /> }]);
  await settle();
  fireEvent.click(await screen.findByRole('radio', { name: 'Un partenaire (prestataire de services)' }));
  await settle();
}

/** What a person is told about each listing field: the hint read with it, and the example it shows while empty. */
function listingHints() {
  return LISTING_FIELDS.map((label) => {
    const field = screen.getByLabelText(label);
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
    return { label, hint, placeholder: field.getAttribute('placeholder') };
  });
}

describe('SocialSignUpPage (/inscription-sociale), partner option', () => {
  it('gives the trade and ICE fields their hints', async () => {
    await renderSocialPartner();
    expect(screen.getByLabelText('Types de service')).toHaveAccessibleDescription('Au moins un.');
    expect(screen.getByLabelText('ICE (facultatif)')).toHaveAccessibleDescription('15 chiffres.');
    expect(screen.getByLabelText('Description (facultatif)')).toHaveAttribute('placeholder', 'Vos métiers, vos références, vos moyens…');
  });

  it('asks the same listing fields, with the same hints, as /insription-partenaire', async () => {
    serveApi(placesApi);
    renderAt('/insription-partenaire', [{ path: '/insription-partenaire', element: <PartnerSignUpPage /> }]);
    await settle();
    const partnerPage = listingHints();
    cleanup();

    await renderSocialPartner();
    expect(listingHints()).toEqual(partnerPage);
    expect(partnerPage.find((f) => f.label === 'ICE (facultatif)')?.hint).toBe('15 chiffres.');
  });
});
