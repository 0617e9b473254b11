import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF draws with the standard fonts: the hex strings shown (Tj) in its decoded streams,
 * one a line, so a value wrapped over two lines reads back with a line break between its parts.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      parts.push(Buffer.from(text[1], 'hex').toString('latin1'));
  }
  return parts.join('\n');
}
