import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { uploadMessages } from './messages';
import { CameraButton } from './CameraButton';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

const touch = (coarse: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

const show = (onFile = jest.fn()) =>
  render(
    <IntlProvider locale="fr" messages={uploadMessages}>
      <CameraButton onFile={onFile} />
    </IntlProvider>,
  );

describe('CameraButton', () => {
  it('offers the camera on a touch screen and hands over the picture taken', () => {
    touch(true);
    const onFile = jest.fn();
    const { container } = show(onFile);
    expect(screen.getByRole('button', { name: /Prendre une photo/ })).toBeInTheDocument();
    const input = container.querySelector('input[type=file]')!;
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png');
    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onFile).toHaveBeenCalledWith(photo);
  });

  it('stays out of the way with a mouse', () => {
    touch(false);
    show();
    expect(screen.queryByRole('button', { name: /Prendre une photo/ })).not.toBeInTheDocument();
  });
});
