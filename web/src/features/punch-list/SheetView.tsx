// The plan viewer's sheet, its own chunk (PlanViewerPage loads it lazily): the pan-and-zoom library comes with it,
// pdf.js only for a PDF sheet (pdf-page.ts, loaded on demand). No other screen imports this module.
import { ExpandOutlined, LoadingOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import type { ReserveStatus } from '@chantiers/schema';
import { Alert, Button } from 'antd';
import { type PointerEvent as ReactPointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { KeepScale, type ReactZoomPanPinchContentRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { isPdf, pinAt } from './reserve-status';

/** A pin on the sheet: a réserve by its number and status, or one kept on the phone (no number yet). */
export interface PinView {
  id: string;
  number: number | null;
  label: string;
  x: number;
  y: number;
  status: ReserveStatus | 'KEPT';
}

interface Props {
  fileUrl: string;
  contentType: string;
  page: number;
  /** The sheet's name for screen readers ('Feuille 1 de Plan RDC, indice 2'). */
  label: string;
  pins: PinView[];
  selected: string | null;
  onSelect(id: string | null): void;
  /** A tap places a réserve (« Ajouter une réserve » was pressed) instead of selecting. */
  placing: boolean;
  onPlace(spot: { x: number; y: number }): void;
  /** The spot just tapped, while its form is open. */
  spot: { x: number; y: number } | null;
}

/** A tap moved less than this (px) is a tap, not the end of a pan. */
const TAP_SLOP = 10;

/** The sheet's size to show it whole in the frame (height / width = ratio). */
const contain = (frame: { width: number; height: number }, ratio: number) => {
  const width = Math.min(frame.width, frame.height / ratio);
  return { width: Math.round(width), height: Math.round(width * ratio) };
};

/** A PDF page drawn on a canvas by pdf.js; its proportions first (the sheet is sized by them), then its drawing at that size. */
function PdfPage({ url, page, width, onRatio, onFailed }: { url: string; page: number; width: number; onRatio(r: number): void; onFailed(): void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const handlers = useRef({ onRatio, onFailed });
  handlers.current = { onRatio, onFailed };
  useEffect(() => {
    let live = true;
    import('./pdf-page')
      .then(async ({ openPdf, pageRatio }) => pageRatio(await openPdf(url), page))
      .then((ratio) => live && handlers.current.onRatio(ratio))
      .catch(() => live && handlers.current.onFailed());
    return () => void (live = false);
  }, [url, page]);
  useEffect(() => {
    if (!width || !canvas.current) return undefined;
    const drawing = new AbortController();
    const target = canvas.current;
    import('./pdf-page')
      .then(async ({ openPdf, drawPage }) => drawPage(await openPdf(url), page, target, width, drawing.signal))
      .catch(() => !drawing.signal.aborted && handlers.current.onFailed());
    return () => drawing.abort();
  }, [url, page, width]);
  return <canvas ref={canvas} className="punch-sheet-drawing" />;
}

/**
 * The sheet, whole in its frame at first, moved with a finger and zoomed with two (or the wheel, or the buttons), with
 * the réserves as numbered pins coloured by status that keep their size at any zoom. Tapping a pin selects it;
 * while placing, tapping the sheet gives the spot (0 to 1 from the page's top-left corner). One sheet per mount: the
 * viewer keys it by file and page, so another sheet starts unzoomed with its own proportions.
 */
export default function SheetView({ fileUrl, contentType, page, label, pins, selected, onSelect, placing, onPlace, spot }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const frame = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const zoom = useRef<ReactZoomPanPinchContentRef>(null);
  const pressed = useRef<{ x: number; y: number } | null>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [ratio, setRatio] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const pdf = isPdf(contentType);

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return undefined;
    const measure = () => setBox({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const size = ratio && box.width ? contain(box, ratio) : null;
  useEffect(() => {
    if (size) void zoom.current?.centerView(1, 0);
  }, [size?.width, size?.height]); // eslint-disable-line react-hooks/exhaustive-deps

  const tap = (e: { clientX: number; clientY: number }) => {
    const start = pressed.current;
    if (!placing || !sheet.current || (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > TAP_SLOP)) return;
    const at = pinAt(sheet.current.getBoundingClientRect(), e.clientX, e.clientY);
    if (at) onPlace(at);
  };

  if (failed) return <Alert type="error" showIcon title={t('viewer.failed')} />;
  return (
    <div className={`punch-sheet-frame${placing ? ' is-placing' : ''}`} ref={frame}>
      <TransformWrapper
        ref={zoom}
        minScale={1}
        maxScale={16}
        centerOnInit
        centerZoomedOut
        doubleClick={{ disabled: placing }}
        panning={{ excluded: ['punch-pin'] }}
      >
        <div className="punch-zoom-tools">
          <Button
            icon={<ZoomInOutlined aria-hidden />}
            aria-label={t('viewer.zoomIn')}
            title={t('viewer.zoomIn')}
            onClick={() => zoom.current?.zoomIn()}
          />
          <Button
            icon={<ZoomOutOutlined aria-hidden />}
            aria-label={t('viewer.zoomOut')}
            title={t('viewer.zoomOut')}
            onClick={() => zoom.current?.zoomOut()}
          />
          <Button
            icon={<ExpandOutlined aria-hidden />}
            aria-label={t('viewer.fit')}
            title={t('viewer.fit')}
            onClick={() => zoom.current?.resetTransform()}
          />
        </div>
        <TransformComponent wrapperClass="punch-sheet-wrapper" contentClass="punch-sheet-content">
          <div
            ref={sheet}
            className="punch-sheet"
            role="group"
            aria-label={label}
            style={size ?? { width: box.width || '100%', minHeight: 200 }}
            onPointerDown={(e: ReactPointerEvent) => (pressed.current = { x: e.clientX, y: e.clientY })}
            onClick={tap}
          >
            {pdf ? (
              <PdfPage url={fileUrl} page={page} width={size?.width ?? 0} onRatio={setRatio} onFailed={() => setFailed(true)} />
            ) : (
              <img
                className="punch-sheet-drawing"
                src={fileUrl}
                alt=""
                draggable={false}
                onLoad={(e) => setRatio(e.currentTarget.naturalHeight / e.currentTarget.naturalWidth || 1)}
                onError={() => setFailed(true)}
              />
            )}
            {size ? null : (
              <span className="punch-sheet-loading" role="status">
                <LoadingOutlined aria-hidden /> {t('viewer.loading')}
              </span>
            )}
            {pins.map((pin) => (
              <KeepScale key={pin.id} className="punch-pin-anchor" style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}>
                <button
                  type="button"
                  className={`punch-pin is-${pin.status.toLowerCase()}${selected === pin.id ? ' is-selected' : ''}`}
                  aria-label={pin.label}
                  aria-pressed={selected === pin.id}
                  onClick={(e) => {
                    e.stopPropagation();
                    if (!placing) onSelect(selected === pin.id ? null : pin.id);
                  }}
                >
                  <span>{pin.number ?? '…'}</span>
                </button>
              </KeepScale>
            ))}
            {spot ? (
              <KeepScale className="punch-pin-anchor" style={{ left: `${spot.x * 100}%`, top: `${spot.y * 100}%` }}>
                <span className="punch-pin is-draft" aria-hidden>
                  <span>+</span>
                </span>
              </KeepScale>
            ) : null}
          </div>
        </TransformComponent>
      </TransformWrapper>
    </div>
  );
}
