import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import './in-page-tabs.css';

export interface InPageTab {
  /** Its value in the URL (`?tab=money`); the first tab is the one without a value. */
  key: string;
  label: string;
  content: ReactNode;
}

/** The URL parameter that keeps the chosen tab: reload, Back and a shared link keep it. */
export const TAB_PARAM = 'tab';

/**
 * A screen's parts as in-page tabs (the WAI-ARIA tabs pattern): one tab stop, the arrow keys,
 * Home and End move between tabs and show each at once. The chosen tab is in the URL, replacing
 * the entry rather than adding one. Every panel stays mounted (hidden), so a form half filled in
 * one tab is still there on coming back to it.
 */
export function InPageTabs({ label, tabs }: { label: string; tabs: readonly InPageTab[] }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const wanted = params.get(TAB_PARAM);
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === wanted),
  );

  function choose(index: number, focus = false) {
    const tab = tabs[index]!;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (index === 0) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, tab.key);
        return next;
      },
      { replace: true },
    );
    if (focus) buttons.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const to: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in to)) return;
    event.preventDefault();
    choose(to[event.key]!, true);
  }

  return (
    <div className="kit-tabs">
      <div className="kit-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            className="kit-tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => choose(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          className="kit-tabs__panel"
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
