/**
 * The QR codes printed in a PDF, read back as a phone's camera would: each page drawn by pdf.js (its legacy build,
 * which runs on Node 20) onto its own Node canvas (@napi-rs/canvas, which pdf.js brings), then read by jsQR.
 */
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Every QR code's text on one page's pixels. jsQR reads one code per picture and is misled by several, so the page is
 * read through a window that slides by less than the window's margin over a code of up to `largest` pixels: each such
 * code lies whole in some window on its own.
 */
function codesIn(pixels: Uint8ClampedArray, width: number, height: number, largest: number): string[] {
  const size = Math.round(largest * 1.6);
  const step = Math.max(1, size - largest);
  const found = new Set<string>();
  for (let top = 0; top < Math.max(1, height - size + step); top += step) {
    for (let left = 0; left < Math.max(1, width - size + step); left += step) {
      const w = Math.min(size, width - left);
      const h = Math.min(size, height - top);
      const window = new Uint8ClampedArray(w * h * 4);
      for (let y = 0; y < h; y++)
        window.set(pixels.subarray(((top + y) * width + left) * 4, ((top + y) * width + left + w) * 4), y * w * 4);
      const code = jsQR(window, w, h, { inversionAttempts: 'dontInvert' });
      if (code) found.add(code.data);
    }
  }
  return [...found];
}

/**
 * The texts of the QR codes of each page of `pdf`, drawn at `scale` (2: about 144 dots an inch); `largestPt` is the side
 * of the largest code printed, in PDF points (1/72 inch).
 */
export async function qrCodesOfPdf(pdf: Uint8Array, largestPt: number, scale = 2): Promise<string[][]> {
  const doc = await getDocument({ data: pdf, isEvalSupported: false, useSystemFonts: true }).promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale });
      // pdf.js's own canvas maker: on Node it draws with the @napi-rs/canvas that pdf.js depends on.
      const factory = doc.canvasFactory as {
        create(w: number, h: number): { canvas: { width: number; height: number }; context: CanvasRenderingContext2D };
      };
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      context.fillStyle = 'white';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvasContext: context, viewport }).promise;
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      pages.push(codesIn(new Uint8ClampedArray(image.data), canvas.width, canvas.height, Math.ceil(largestPt * scale)));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
