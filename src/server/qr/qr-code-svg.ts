import QRCode from 'qrcode';

/**
 * A QR code of a text (a page's address) as an SVG document, drawn on the server: black modules on white with a
 * one-module quiet zone, medium error correction (still reads from a creased printout).
 */
export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
