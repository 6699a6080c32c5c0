import { CameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';
import { useIntl } from 'react-intl';

/** A phone or tablet: a finger, not a mouse. */
export const touchDevice = () => typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;

/**
 * 'Prendre une photo' on a phone: opens the camera straight away (a site manager photographs the delivery note
 * rather than looking for a file). The picture goes through the same checks as a chosen file.
 */
export function CameraButton({ onFile, disabled }: { onFile(file: File): void; disabled?: boolean }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  if (!touchDevice()) return null;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button icon={<CameraOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        {intl.formatMessage({ id: 'upload.camera' })}
      </Button>
    </>
  );
}
