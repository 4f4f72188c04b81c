/**
 * Warms the browser cache with the site's static images once the first paint is done (product.md §4,
 * docs/product.md), so moving between public pages never waits for an illustration.
 */
export function preloadImagesAfterFirstPaint(urls: readonly string[]): void {
  if (typeof window === 'undefined') return;
  const preload = () => {
    for (const url of urls) {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
    }
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
    else setTimeout(preload, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
