// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOSSY_QUALITY, MAX_SIDE, downscaleImage, fitWithin } from './downscale-image';

// jsdom decodes and draws nothing: these stand in for createImageBitmap and the canvases, so the
// choices around them are tested here and the real pixels in tests/e2e/catalog.spec.ts.
const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });
const decodesAs = (width: number, height: number) => {
  const decoded = bitmap(width, height);
  vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(decoded));
  return decoded;
};
const file = (type: string) => new File([new Uint8Array(10)], 'f', { type });

class FakeOffscreenCanvas {
  static made: FakeOffscreenCanvas[] = [];
  drawn: unknown[] = [];
  encodedWith: unknown;
  constructor(
    public width: number,
    public height: number,
  ) {
    FakeOffscreenCanvas.made.push(this);
  }
  getContext() {
    return { drawImage: (...args: unknown[]) => (this.drawn = args) };
  }
  convertToBlob(options: { type: string }) {
    this.encodedWith = options;
    return Promise.resolve(new Blob(['small'], { type: options.type }));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeOffscreenCanvas.made = [];
});

describe('fitWithin', () => {
  it.each([
    [4000, 3000, 1600, 1200],
    [800, 600, 800, 600],
    [1000, 5000, 320, 1600],
    [1600, 1600, 1600, 1600],
    [1601, 1, 1600, 1],
    [1, 5000, 1, 1600],
  ])('fits %i×%i into %i×%i', (width, height, w, h) => {
    expect(fitWithin({ width, height })).toEqual({ width: w, height: h });
  });

  it('takes the long side limit of product.md', () => {
    expect(MAX_SIDE).toBe(1600);
  });
});

describe('downscaleImage', () => {
  it('returns an image that already fits as the very same file, drawing nothing', async () => {
    const decoded = decodesAs(800, 600);
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const png = file('image/png');
    expect(await downscaleImage(png)).toEqual({ ok: true, image: png, scaled: false });
    expect(FakeOffscreenCanvas.made).toEqual([]);
    expect(decoded.close).toHaveBeenCalled();
  });

  it('keeps a large GIF as it is: a canvas would keep only its first frame', async () => {
    decodesAs(4000, 3000);
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const gif = file('image/gif');
    expect(await downscaleImage(gif)).toEqual({ ok: true, image: gif, scaled: false });
    expect(FakeOffscreenCanvas.made).toEqual([]);
  });

  it('draws a large PNG at 1600 px on its long side and encodes it as PNG again', async () => {
    const decoded = decodesAs(4000, 3000);
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const result = await downscaleImage(file('image/png'));
    expect(result).toMatchObject({ ok: true, scaled: true, image: { type: 'image/png' } });
    const [canvas] = FakeOffscreenCanvas.made;
    expect([canvas?.width, canvas?.height]).toEqual([1600, 1200]);
    expect(canvas?.drawn).toEqual([decoded, 0, 0, 1600, 1200]);
    expect(canvas?.encodedWith).toEqual({ type: 'image/png' });
    expect(decoded.close).toHaveBeenCalled();
  });

  it.each(['image/jpeg', 'image/webp'])(
    're-encodes a large %s in its type at 0.9',
    async (type) => {
      decodesAs(1000, 5000);
      vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
      const result = await downscaleImage(file(type));
      expect(result).toMatchObject({ ok: true, scaled: true, image: { type } });
      expect(FakeOffscreenCanvas.made[0]?.encodedWith).toEqual({ type, quality: LOSSY_QUALITY });
      expect(LOSSY_QUALITY).toBe(0.9);
    },
  );

  it('falls back to a <canvas> where there is no OffscreenCanvas', async () => {
    decodesAs(3200, 2000);
    const drawImage = vi.fn();
    let canvasSize = '';
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done,
      type,
    ) {
      canvasSize = `${this.width}×${this.height}`;
      done(new Blob(['small'], { type }));
    });
    const result = await downscaleImage(file('image/jpeg'));
    expect(result).toMatchObject({ ok: true, scaled: true, image: { type: 'image/jpeg' } });
    expect(drawImage.mock.calls[0]?.slice(1)).toEqual([0, 0, 1600, 1000]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', LOSSY_QUALITY);
    expect(canvasSize).toBe('1600×1000');
  });

  it('says the file is unreadable when the browser cannot decode it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')),
    );
    expect(await downscaleImage(file('image/png'))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('says the file is unreadable when the canvas cannot encode it', async () => {
    decodesAs(4000, 3000);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(null));
    expect(await downscaleImage(file('image/webp'))).toEqual({ ok: false, reason: 'unreadable' });
  });
});
