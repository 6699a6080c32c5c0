import { ApiError } from '../api/api-error';
import { notifyError } from './notify';

const toast = Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() });
jest.mock('react-toastify', () => ({ toast }));

const flush = () => new Promise((r) => setTimeout(r, 0));
const textOf = (node: React.ReactElement): string => {
  const walk = (n: unknown): string =>
    typeof n === 'string'
      ? n
      : Array.isArray(n)
        ? n.map(walk).join('|')
        : n && typeof n === 'object' && 'props' in n
          ? walk((n as { props: { children?: unknown } }).props.children)
          : '';
  return walk(node);
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.clearAllMocks());

describe('notifyError', () => {
  it('lists every refused field in one notification shown 10 s (SPEC §9)', async () => {
    notifyError(
      new ApiError(400, 'BAD_USER_INPUT', 'Champs invalides', undefined, {
        name: 'Le nom est requis',
        phone: 'Téléphone invalide',
        alias: 'Le nom est requis',
      }),
    );
    await flush();
    expect(toast.error).toHaveBeenCalledTimes(1);
    const [content, options] = toast.error.mock.calls[0];
    expect(options).toEqual({ autoClose: 10_000 });
    expect(textOf(content)).toBe('Erreur de saisie|Le nom est requis|Téléphone invalide');
  });

  it('keeps the short error toast (4 s) for a single message', async () => {
    notifyError(new ApiError(400, 'BAD_USER_INPUT', 'Le nom est requis', undefined, { name: 'Le nom est requis' }));
    await flush();
    expect(toast.error.mock.calls[0][1]).toEqual({ autoClose: 4000 });
  });
});
