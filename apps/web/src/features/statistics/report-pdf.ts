// The 实训报告 as a PDF file, made in the browser from the page as drawn (the browser's own fonts, so Chinese needs
// nothing on the server): the report is drawn once to a canvas as it prints (the editor hidden, the comment's
// text shown) and cut into A4 pages between its blocks (the header, each question), a block cut only when it is
// taller than a page. The libraries load only when a PDF is asked for.

/** A4 in millimetres, and the page margin. */
const PAGE = { width: 210, height: 297, margin: 12 } as const;

/** Where the report's blocks start, in CSS pixels from the top of the report. */
function blockTops(root: HTMLElement): number[] {
  const top = root.getBoundingClientRect().top;
  return [...root.querySelectorAll<HTMLElement>(':scope > *, .sxpt-report-question')]
    .filter((element) => element.offsetParent !== null)
    .map((element) => element.getBoundingClientRect().top - top)
    .filter((offset) => offset > 0)
    .sort((a, b) => a - b);
}

/** The page cuts (canvas pixels): as far down as a page reaches, at a block's top when one is in its lower part. */
export function pageCuts(totalHeight: number, pageHeight: number, tops: readonly number[]): number[] {
  const cuts: number[] = [];
  let start = 0;
  while (start + pageHeight < totalHeight) {
    const limit = start + pageHeight;
    const atBlock = tops.filter((top) => top > start + pageHeight * 0.3 && top <= limit).at(-1);
    start = atBlock ?? limit;
    cuts.push(start);
  }
  return cuts;
}

/** Make the PDF of the report under `root` and save it as `filename`. */
export async function saveReportPdf(root: HTMLElement, filename: string): Promise<void> {
  const [{ toCanvas }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  root.classList.add('sxpt-printing');
  try {
    // the page centres the report with auto margins: drawn alone, it starts at its own left edge
    const canvas = await toCanvas(root, {
      pixelRatio: 2,
      backgroundColor: '#ffffff',
      width: root.offsetWidth,
      height: root.offsetHeight,
      style: { margin: '0' },
    });
    const scale = canvas.height / root.getBoundingClientRect().height;
    const usableWidth = PAGE.width - PAGE.margin * 2;
    const mmPerPixel = usableWidth / canvas.width;
    const pageHeight = Math.floor((PAGE.height - PAGE.margin * 2) / mmPerPixel);
    const tops = blockTops(root).map((top) => Math.round(top * scale));
    const starts = [0, ...pageCuts(canvas.height, pageHeight, tops)];
    const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
    starts.forEach((start, index) => {
      const end = starts[index + 1] ?? canvas.height;
      const slice = document.createElement('canvas');
      slice.width = canvas.width;
      slice.height = end - start;
      slice.getContext('2d')?.drawImage(canvas, 0, start, canvas.width, slice.height, 0, 0, canvas.width, slice.height);
      if (index > 0) pdf.addPage();
      pdf.addImage(
        slice.toDataURL('image/jpeg', 0.9),
        'JPEG',
        PAGE.margin,
        PAGE.margin,
        usableWidth,
        slice.height * mmPerPixel,
      );
    });
    pdf.save(filename);
  } finally {
    root.classList.remove('sxpt-printing');
  }
}
