import '../../dashboard/components/jsdom-text-encoding';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import SignatureLinkPage from './SignatureLinkPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// pdf.js is not for jsdom: two pages, drawn at once.
jest.mock('./pdf-document', () => ({
  readPdf: jest.fn(async () => ({ numPages: 2, loadingTask: { destroy: jest.fn() } })),
  drawPdfPage: jest.fn(async () => undefined),
}));

// jsdom draws no canvas: the pad says whether a finger drew in it, and gives a PNG as a canvas would.
const mockPad = { empty: true };
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    clear() {}
    off() {}
    addEventListener() {}
    removeEventListener() {}
    isEmpty() {
      return mockPad.empty;
    }
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
    }
  },
}));

const TOKEN = 'a'.repeat(43);
const LINK = {
  status: 'PENDING',
  kind: 'CHANGE_ORDER',
  title: 'AV-001 Extension du garage',
  company: 'Bâtiments Atlas',
  recipientName: 'Karim Alaoui',
  maskedEmail: 'k***@example.ma',
  expiresAt: '2026-12-14T10:00:00.000Z',
  message: null,
  signerName: null,
  answeredAt: null,
};

type Answer = { data?: unknown; errors?: unknown[] } | ((variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] });
const calls: { op: string; variables: Record<string, unknown>; headers?: unknown }[] = [];
let answers: Record<string, Answer> = {};

beforeEach(() => {
  calls.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:pdf');
  URL.revokeObjectURL = jest.fn();
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).includes('/api/v1/signatures/lien/')) {
      calls.push({ op: 'document', variables: {}, headers: init?.headers });
      return { ok: true, status: 200, arrayBuffer: async () => new ArrayBuffer(8) } as Response;
    }
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    calls.push({ op: body.operationName, variables: body.variables });
    const answer = answers[body.operationName];
    const json = typeof answer === 'function' ? answer(body.variables) : answer;
    return { ok: true, status: 200, json: async () => json } as Response;
  }) as typeof fetch;
});

function show() {
  render(
    <IntlProvider locale="fr" messages={frenchMessages}>
      <MemoryRouter initialEntries={[`/signature/${TOKEN}`]}>
        <Routes>
          <Route path="/signature/:token" element={<SignatureLinkPage />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

async function throughTheCode() {
  fireEvent.click(await screen.findByRole('button', { name: 'Recevoir un code' }));
  const code = await screen.findByLabelText('Code reçu par e-mail');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
  await screen.findByRole('link', { name: 'Télécharger' });
}

describe('the signature link page', () => {
  beforeEach(() => {
    answers = {
      SignatureLink: { data: { signatureLink: LINK } },
      RequestSignatureCode: { data: { requestSignatureCode: LINK } },
      VerifySignatureCode: { data: { verifySignatureCode: { session: 's'.repeat(43), expiresAt: '2026-12-01T10:00:00.000Z' } } },
      SignDocument: { data: { signDocument: { ...LINK, status: 'SIGNED', signerName: 'Karim Alaoui', answeredAt: '2026-12-01T09:00:00.000Z' } } },
      RefuseDocument: { data: { refuseDocument: { ...LINK, status: 'REFUSED', answeredAt: '2026-12-01T09:00:00.000Z' } } },
    };
  });

  it('goes from the code to the PDF to a typed signature, and confirms', async () => {
    show();
    expect(await screen.findByText('Bâtiments Atlas vous demande de signer')).toBeInTheDocument();
    expect(screen.getByText(/AV-001 Extension du garage/)).toBeInTheDocument();
    expect(screen.getByText('Destinataire : Karim Alaoui')).toBeInTheDocument();
    expect(screen.getByText(/k\*\*\*@example\.ma/)).toBeInTheDocument();
    await throughTheCode();
    expect(calls.find((c) => c.op === 'VerifySignatureCode')?.variables).toEqual({ token: TOKEN, code: '123456' });
    expect(calls.find((c) => c.op === 'document')?.headers).toEqual({ 'X-Signature-Session': 's'.repeat(43) });
    expect(await screen.findAllByRole('img', { name: /Page \d sur 2/ })).toHaveLength(2);
    expect(screen.getByLabelText('Nom du signataire')).toHaveValue('Karim Alaoui');

    fireEvent.click(screen.getByLabelText('Saisir mon nom comme signature'));
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Cochez la case pour confirmer que vous signez ce document.')).toBeInTheDocument();
    expect(calls.some((c) => c.op === 'SignDocument')).toBe(false);

    fireEvent.click(screen.getByLabelText('Je lis et j’accepte ce document, et je le signe électroniquement'));
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Document signé — un exemplaire signé vous a été envoyé par e-mail')).toBeInTheDocument();
    expect(calls.find((c) => c.op === 'SignDocument')?.variables).toEqual({
      token: TOKEN,
      input: { session: 's'.repeat(43), signerName: 'Karim Alaoui', drawn: null, consent: true },
    });
  });

  it('refuses an empty box, and sends the drawn signature', async () => {
    mockPad.empty = true;
    show();
    await throughTheCode();
    fireEvent.click(screen.getByLabelText('Je lis et j’accepte ce document, et je le signe électroniquement'));
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Le cadre de signature est vide : signez avant de valider.')).toBeInTheDocument();
    mockPad.empty = false;
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Document signé — un exemplaire signé vous a été envoyé par e-mail')).toBeInTheDocument();
    expect(calls.find((c) => c.op === 'SignDocument')?.variables).toMatchObject({
      input: { drawn: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==' },
    });
  });

  it('says a wrong code beside the field, and keeps the step', async () => {
    answers.VerifySignatureCode = {
      errors: [
        { message: 'x', extensions: { code: 'BAD_USER_INPUT', status: 400, messageId: 'c', fields: { code: 'Code incorrect : 4 essai(s).' } } },
      ],
    };
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Recevoir un code' }));
    fireEvent.change(await screen.findByLabelText('Code reçu par e-mail'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider le code' }));
    expect(await screen.findByText('Code incorrect : 4 essai(s).')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Télécharger' })).not.toBeInTheDocument();
  });

  it('refuses only with a reason', async () => {
    show();
    await throughTheCode();
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByText('Dites pourquoi vous refusez : l’entreprise lira votre motif.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Motif du refus'), { target: { value: 'Le prix a changé' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer le refus' }));
    expect(await screen.findByText('Refus envoyé à Bâtiments Atlas')).toBeInTheDocument();
    expect(calls.find((c) => c.op === 'RefuseDocument')?.variables).toEqual({
      token: TOKEN,
      input: { session: 's'.repeat(43), reason: 'Le prix a changé' },
    });
  });

  it('tells an expired link what to do, and asks nothing', async () => {
    answers.SignatureLink = { data: { signatureLink: { ...LINK, status: 'EXPIRED' } } };
    show();
    expect(await screen.findByText('Ce lien a expiré')).toBeInTheDocument();
    expect(screen.getByText('Ce lien de signature a expiré : demandez à Bâtiments Atlas de vous envoyer un nouveau lien.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recevoir un code' })).not.toBeInTheDocument();
  });

  it('shows the server’s message for an unknown link', async () => {
    const message = 'Ce lien de signature n’est pas valide : ouvrez le lien reçu par e-mail, ou demandez-en un nouveau à l’entreprise.';
    answers.SignatureLink = { errors: [{ message, extensions: { code: 'NOT_FOUND', status: 404, messageId: 'signature.link.invalid' } }] };
    show();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('asks a new code when the verification ran out', async () => {
    show();
    await throughTheCode();
    answers.SignDocument = {
      errors: [{ message: 'exp', extensions: { code: 'UNAUTHENTICATED', status: 401, messageId: 'signature.session.expired' } }],
    };
    fireEvent.click(screen.getByLabelText('Je lis et j’accepte ce document, et je le signe électroniquement'));
    fireEvent.click(screen.getByLabelText('Saisir mon nom comme signature'));
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('Votre vérification a expiré : demandez un nouveau code pour continuer.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recevoir un code' })).toBeInTheDocument());
  });
});
