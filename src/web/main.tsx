// The entry, kept tiny: it starts the app (app-start.tsx), whose code and whole stylesheet load
// as one chunk. A prerendered public page paints from its own HTML and inline CSS
// (scripts/prerender.ts), and asks for the app only once that first paint is on screen, so no
// download competes with it (docs/decisions/0005-prerendered-public-routes.md). Other paths (the
// dashboard's shell) start it at once.

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

let starting: Promise<void> | undefined;
const held: HTMLFormElement[] = [];

/** A form sent before the app runs would be sent by the browser itself: keep it for the app. */
function hold(event: SubmitEvent) {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement && !held.includes(event.target)) {
    held.push(event.target);
  }
  void start();
}

function start(): Promise<void> {
  starting ??= import('./app-start').then(({ startApp }) => {
    startApp(root!);
    // React listens from here on: the forms kept are sent again, to it.
    document.removeEventListener('submit', hold, true);
    for (const form of held.splice(0)) form.requestSubmit();
  });
  return starting;
}

if (!root.hasChildNodes()) void start();
else {
  document.addEventListener('submit', hold, true);
  // A visitor who acts before the first paint is done starts the app at once.
  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    addEventListener(type, () => void start(), { once: true, capture: true, passive: true });
  }
  // A frame callback runs just before the next paint; a task queued from it, just after.
  requestAnimationFrame(() => setTimeout(() => void start()));
}
