import type { Page } from 'playwright-core';

/** A picture drawn by the page's canvas: grey, a red corner, a label; JPEG or PNG bytes. */
export async function generatedImage(
  page: Page,
  label: string,
  { width = 400, height = 300, type = 'image/jpeg' } = {},
): Promise<Uint8Array> {
  const base64 = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = ${width};
    canvas.height = ${height};
    const g = canvas.getContext('2d');
    g.fillStyle = '#8a8f98';
    g.fillRect(0, 0, ${width}, ${height});
    g.fillStyle = '#c0392b';
    g.fillRect(0, 0, ${width / 4}, ${height / 5});
    g.fillStyle = '#ffffff';
    g.font = '${Math.round(height / 8)}px sans-serif';
    g.fillText(${JSON.stringify(label)}, ${width / 4}, ${height / 2});
    return canvas.toDataURL(${JSON.stringify(type)}, 0.9).split(',')[1];
  })()`);
  return new Uint8Array(Buffer.from(base64, 'base64'));
}
