import { signatureImage, validateWith } from '@chantiers/schema';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import './signature-pad.css';

/** A phone's screen drawn at twice its pixels is sharp enough: more would only weigh on the 200 KB a signature may be. */
const MAX_RATIO = 2;

interface Props {
  /** The pad, for its owner to read (isEmpty, toDataURL) and clear; null once unmounted. */
  padRef: { current: SignaturePad | null };
  /** A finger (or the mouse) starts drawing: the owner drops an 'empty' message. */
  onStroke(): void;
  /** What the box is, for screen readers ('Cadre de signature'). */
  label: string;
}

/**
 * A box to sign in with a finger (signature_pad), on white paper in both themes, drawn at the canvas's size on screen;
 * a rotated phone clears it (the strokes would no longer fit). Loaded with the modal that signs, not with the page.
 */
export function SignatureBox({ padRef, onStroke, label }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const pad = new SignaturePad(element, { penColor: '#0b1f3a', minWidth: 0.8, maxWidth: 2.6 });
    let drawnWidth = -1;
    const fit = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO);
      // The box's laid-out size: the modal's opening zoom scales what getBoundingClientRect would say.
      const [width, height] = [element.offsetWidth, element.offsetHeight];
      // A phone's address bar coming and going resizes the window, not the box: the signature stays.
      if (width === drawnWidth) return;
      drawnWidth = width;
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
      element.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
    };
    fit();
    pad.addEventListener('beginStroke', onStroke);
    window.addEventListener('resize', fit);
    padRef.current = pad;
    return () => {
      window.removeEventListener('resize', fit);
      pad.removeEventListener('beginStroke', onStroke);
      pad.off();
      padRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="signature-pad-frame" role="img" aria-label={label}>
      <canvas ref={canvas} className="signature-pad" />
    </div>
  );
}

/** The drawing as the api takes it (a PNG data URL), or the message id of why not: an empty box, too heavy a drawing. */
export function drawnSignature(pad: SignaturePad | null): { signature: string } | { error: string } {
  if (!pad || pad.isEmpty()) return { error: 'signature.empty' };
  const signature = pad.toDataURL('image/png');
  const checked = validateWith(signatureImage, signature);
  return checked.ok ? { signature } : { error: Object.values(checked.fields)[0] };
}
