import { Fragment, type ReactNode } from 'react';

/** One section of My account: a card of its own, from whichever feature owns it. */
export interface AccountSection {
  key: string;
  element: ReactNode;
}

/**
 * /dashboard/account (everyone signed in): the sections it is given, in order. The sections are
 * composed in app/dashboard-screens.tsx, so a feature adds its own (two-step sign-in) there
 * without this screen knowing it.
 */
export function AccountScreen({ sections }: { sections: readonly AccountSection[] }) {
  return (
    <div className="kit-detail">
      {sections.map((section) => (
        <Fragment key={section.key}>{section.element}</Fragment>
      ))}
    </div>
  );
}
