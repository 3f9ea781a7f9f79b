// The frame every page starts with: its header (the one <h1>, a short description, and the screen's primary
// action on the right, under the title on a phone), the window title and meta description. Every dashboard
// screen uses it, so they all share one header. Heading and description are English source texts, shown in the
// reader's language (src/i18n).
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { usePageMeta } from './usePageMeta';

export function Page({
  heading,
  description,
  actions,
  children,
}: {
  heading: string;
  description?: string;
  /** The screen's primary action (and at most one or two secondary ones), shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const shownHeading = t(heading);
  const shownDescription = description && t(description);
  usePageMeta(shownHeading, shownDescription);
  return (
    <section className="page">
      <header className="page-header">
        <div className="page-header-text">
          <h1 className="page-heading">{shownHeading}</h1>
          {shownDescription && <p className="page-description">{shownDescription}</p>}
        </div>
        {actions && <div className="page-header-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
