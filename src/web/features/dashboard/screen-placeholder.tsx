/**
 * The body of a screen that is not built yet: its title already sits in the top bar (and the
 * document title), so the body stays empty. One component for every unbuilt screen.
 */
export function ScreenPlaceholder({ title }: { title: string }) {
  return <div className="dash-placeholder" data-screen={title} />;
}
