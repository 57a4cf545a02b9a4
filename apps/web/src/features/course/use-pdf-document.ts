// Loads a PDF with pdf.js (pdfjs-dist, loaded only by the handout page) and draws one page on a canvas.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import { type RefObject, useEffect, useState } from 'react';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export type TPdfState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; document: PDFDocumentProxy };

/** Open the PDF at `url`; the document is destroyed when the url changes or the page closes. */
export function usePdfDocument(url: string): TPdfState {
  const [state, setState] = useState<TPdfState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    const task = getDocument({ url });
    let isCurrent = true;
    task.promise.then(
      (document) => {
        if (isCurrent) setState({ status: 'ready', document });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const reason = error instanceof Error ? error.message : String(error);
        setState({ status: 'error', message: reason });
      },
    );
    return () => {
      isCurrent = false;
      void task.destroy();
    };
  }, [url]);
  return state;
}

export type TZoom = 'fit' | number;

interface TRenderOptions {
  document: PDFDocumentProxy | null;
  pageNumber: number;
  zoom: TZoom;
  /** the width available to the page, CSS pixels */
  width: number;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}

/**
 * Draw `pageNumber` on the canvas, sharp on high-density screens. Returns the scale used (fit width: the page
 * fills the width) and whether the page is drawn; a newer draw cancels an unfinished one.
 */
export function usePdfPage({ document, pageNumber, zoom, width, canvasRef }: TRenderOptions) {
  const [rendered, setRendered] = useState<{ page: number; scale: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!document || !canvas || width <= 0) return;
    let task: RenderTask | null = null;
    let isCurrent = true;
    setError(null);
    document
      .getPage(pageNumber)
      .then(async (page) => {
        if (!isCurrent) return;
        const natural = page.getViewport({ scale: 1 });
        const scale = zoom === 'fit' ? width / natural.width : zoom;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        task = page.render({ canvas, viewport });
        await task.promise;
        if (isCurrent) setRendered({ page: pageNumber, scale });
      })
      .catch((failure: unknown) => {
        if (!isCurrent) return;
        if (failure instanceof Error && failure.name === 'RenderingCancelledException') return;
        setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      isCurrent = false;
      task?.cancel();
    };
  }, [document, pageNumber, zoom, width, canvasRef]);

  return { rendered, error };
}
