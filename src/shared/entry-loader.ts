/**
 * The script a prerendered page starts the app with, inline at the end of its body
 * (scripts/prerender.ts) in place of the entry's <script src>: no script is even requested before
 * the first paint, so nothing competes with it, in the browser or in a page load model such as
 * Lighthouse's, which counts every request that ends before the paint. Once the first contentful
 * paint is on screen (its performance entry; a frame callback would run before the frame is
 * drawn), or as soon as the visitor presses, types or focuses anything, it adds the entry
 * (`data-entry`, src/web/main.tsx). A form sent before then is kept for the app (the browser
 * would send it as a GET with the fields in the URL).
 *
 * Constant text: the server allows it by its hash in the Content Security Policy
 * (src/server/plugins/security-headers.ts), with no 'unsafe-inline'.
 */
export const ENTRY_LOADER = `(function () {
  var script = document.currentScript, held = [], started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.src = script.dataset.entry;
    document.head.appendChild(entry);
  }
  function hold(event) {
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(event.target) < 0) held.push(event.target);
    start();
  }
  window.__entryLoader = { held: held, hold: hold };
  document.addEventListener('submit', hold, true);
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  });
  // The paint entry comes once the frame is on screen; a frame callback runs before it is drawn.
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(start); });
  }
})();`;

/** What the loader leaves on `window` for the entry: the forms it kept, and its listener. */
export type EntryLoader = { held: HTMLFormElement[]; hold: (event: Event) => void };
