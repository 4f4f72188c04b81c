/**
 * The script that applies the chosen theme before the first paint (ADR 0032), inline at the top of
 * every document's <head> (vite.config.ts puts it into index.html, so the dashboard's shell and
 * every prerendered page have it): it reads the `theme` cookie (light|dark; none is "follow the
 * system") and sets `data-theme` on <html>, which tokens.css reads. Inline and tiny so that
 * nothing is requested and no frame is drawn in the wrong theme.
 *
 * Constant text: the server allows it by its hash in the Content Security Policy
 * (src/server/plugins/security-headers.ts), with no 'unsafe-inline'.
 */
export const THEME_LOADER = `(function () {
  var chosen = /(?:^|;\\s*)theme=(light|dark)(?:;|$)/.exec(document.cookie);
  if (chosen) document.documentElement.setAttribute('data-theme', chosen[1]);
})();`;
