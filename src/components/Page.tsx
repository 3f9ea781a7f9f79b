// The frame every page starts with: its one <h1>, a short description, the window title and meta description.
import type { ReactNode } from 'react';
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
  usePageMeta(heading, description);
  return (
    <section className="page">
      <h1 className="page-heading">{heading}</h1>
      {description && <p className="page-description">{description}</p>}
      {children}
    </section>
  );
}
