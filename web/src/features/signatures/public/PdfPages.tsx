import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PlainNotice } from '../../../shared/plain/PlainNotice';
import type { PDFDocumentProxy } from './pdf-document';

interface Props {
  /** The PDF's bytes as sent (fetched with the session). */
  bytes: ArrayBuffer;
  /** The file's name for 'Télécharger'. */
  filename: string;
}

/** The document as the PDF it will be: each page drawn by pdf.js on a canvas, and the file to download. */
export function PdfPages({ bytes, filename }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [url] = useState(() => URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })));
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  useEffect(() => {
    let alive = true;
    let opened: PDFDocumentProxy | null = null;
    import('./pdf-document')
      .then((m) => m.readPdf(bytes))
      .then((d) => {
        opened = d;
        if (alive) setDoc(d);
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
      void opened?.loadingTask.destroy();
    };
  }, [bytes]);
  const pages = doc ? Array.from({ length: doc.numPages }, (_, i) => i + 1) : [];
  return (
    <section className="sign-doc" aria-label={t('signLink.document.title')}>
      <div className="sign-doc-head">
        <h2 className="sign-section-title">{t('signLink.document.title')}</h2>
        <a className="plain-btn plain-btn-default" href={url} download={filename}>
          {t('signLink.document.download')}
        </a>
      </div>
      {failed ? <PlainNotice type="warning" title={t('signLink.document.failed')} /> : null}
      {!doc && !failed ? <p className="sign-muted">{t('signLink.document.loading')}</p> : null}
      <div className="sign-doc-pages">
        {doc ? pages.map((n) => <PdfPage key={n} doc={doc} page={n} label={t('signLink.document.page', { page: n, pages: pages.length })} />) : null}
      </div>
    </section>
  );
}

function PdfPage({ doc, page, label }: { doc: PDFDocumentProxy; page: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const width = element.parentElement?.clientWidth || 800;
    void import('./pdf-document').then((m) => m.drawPdfPage(doc, page, element, width)).catch(() => undefined);
  }, [doc, page]);
  return (
    <figure className="sign-doc-page">
      <canvas ref={canvas} className="sign-doc-canvas" role="img" aria-label={label} data-page={page} />
    </figure>
  );
}
