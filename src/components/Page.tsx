// The frame every page starts with: its one <h1>, a short description, the window title and meta description.
// Inside the dashboard shell the heading and description are shown in the user's language when the
// dictionary has them (src/i18n); elsewhere useT() is English.
import type { ReactNode } from 'react';
import { useT } from '@/i18n/language';
import { usePageMeta } from './usePageMeta';

export function Page({
  heading,
  description,
  children,
}: {
  heading: string;
  description?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const shownHeading = t(heading);
  const shownDescription = description && t(description);
  usePageMeta(shownHeading, shownDescription);
  return (
    <section className="page">
      <h1 className="page-heading">{shownHeading}</h1>
      {shownDescription && <p className="page-description">{shownDescription}</p>}
      {children}
    </section>
  );
}
