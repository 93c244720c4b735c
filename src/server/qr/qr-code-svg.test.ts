import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodeSvg } from './qr-code-svg';

describe('qrCodeSvg', () => {
  it('draws the QR code the library makes of the text, as one SVG with a quiet zone', async () => {
    const url = 'https://example.com.au/cars/2021-toyota-corolla-ascent-m1';
    const svg = await qrCodeSvg(url);
    const size = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // One module of margin on each side.
    expect(svg).toContain(`viewBox="0 0 ${size + 2} ${size + 2}"`);
    expect(svg).not.toBe(await qrCodeSvg(`${url}x`));
  });
});
