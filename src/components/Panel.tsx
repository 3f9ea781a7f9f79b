// A box of a dashboard screen drawn as antd's Card draws it: a title row (with an optional `extra` on the right)
// over the body, `size="small"` the tighter one. The theme's rules draw it (global.css, .panel): antd's Card
// module imports Tabs (for a card's tab list), 14.6 kB gzip in the first load of every screen with a card.
// With a title it is a section named by its heading (antd's title is a plain div), so a screen reader can list
// a screen's boxes and a test can find one by its name.
import { useId, type HTMLAttributes, type ReactNode } from 'react';

type Props = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  /** Beside the title, on the right (a tag, a link). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** The title's heading level: 2 under the page's <h1>, 3 inside a section that has its own heading. */
  level?: 2 | 3 | 4;
  /** An element of its own (an article for one of a list's results); else a section with a title, a div without. */
  as?: 'section' | 'article' | 'div';
};

export function Panel({ title, extra, size, level = 2, as, className, children, ...rest }: Props) {
  const titleId = useId();
  const Root = as ?? (title === undefined ? 'div' : 'section');
  const Heading = `h${level}` as const;
  const named = title !== undefined && !rest['aria-label'] && !rest['aria-labelledby'];
  const classes = ['panel', size === 'small' && 'panel-small', className].filter(Boolean).join(' ');
  return (
    <Root className={classes} aria-labelledby={named ? titleId : undefined} {...rest}>
      {(title !== undefined || extra !== undefined) && (
        <div className="panel-head">
          {title !== undefined && (
            <Heading id={titleId} className="panel-title">
              {title}
            </Heading>
          )}
          {extra !== undefined && <div className="panel-extra">{extra}</div>}
        </div>
      )}
      <div className="panel-body">{children}</div>
    </Root>
  );
}
