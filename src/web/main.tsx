// The entry, kept tiny: it starts the app (app-start.tsx), whose code and whole stylesheet load
// as one chunk. A prerendered public page paints from its own HTML and inline CSS
// (scripts/prerender.ts), and its inline loader adds this entry only once that first paint is on
// screen (src/shared/entry-loader.ts), so no download competes with it
// (docs/decisions/0018-first-paint-and-not-found.md). Other paths (the dashboard's shell) load
// it from a <script> and start at once.
import type { EntryLoader } from '../shared/entry-loader';
import './zod-without-eval';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

let starting: Promise<void> | undefined;
const held: HTMLFormElement[] = [];

/**
 * A form sent before the app has taken the page over would be sent by the browser itself (a GET
 * with the fields in the URL): keep it for the app, and out of React's reach until then.
 */
function hold(event: SubmitEvent) {
  event.preventDefault();
  event.stopPropagation();
  if (event.target instanceof HTMLFormElement && !held.includes(event.target)) {
    held.push(event.target);
  }
  void start();
}

function start(): Promise<void> {
  starting ??= import('./app-start').then(async ({ startApp }) => {
    await startApp(root!);
    // The app has taken the page over: what was typed and the forms kept are handed to it.
    passOnTyped(root!);
    document.removeEventListener('submit', hold, true);
    for (const form of held.splice(0)) form.requestSubmit();
  });
  return starting;
}

const TYPED = 'input:not([type=checkbox],[type=radio],[type=hidden],[type=file]),textarea';

/**
 * React starts from the prerendered value of a field (empty) and reads the browser's as its own:
 * text typed before it ran would show but never reach the form's state. Each such field is set
 * back, then to what was typed through the element's own setter, and an input event tells React.
 */
function passOnTyped(container: HTMLElement) {
  for (const field of container.querySelectorAll<HTMLInputElement>(TYPED)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

// The forms the loader kept are the app's to send; until it runs, this entry keeps any more.
const loader = (window as { __entryLoader?: EntryLoader }).__entryLoader;
if (loader) {
  document.removeEventListener('submit', loader.hold, true);
  held.push(...loader.held.splice(0));
}
document.addEventListener('submit', hold, true);
void start();
