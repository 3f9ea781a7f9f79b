// Tabs of a dashboard screen (Schedules, Invoices, Documents, Requests), drawn as antd's line tabs by the theme's
// rules (global.css, .page-tabs-list): antd's Tabs, 11.3 kB gzip in the first load of each screen, for a row of
// buttons. Called as antd's is (`items={[{ key, label, children }]}`, `activeKey`, `onChange`); tabs without
// children share one panel, the component's own children. The keyboard is the WAI-ARIA tabs pattern: the
// selected tab is the one tab stop, Left/Right move the selection (round the ends), Home/End to the first/last.
// A panel once shown stays mounted while hidden, as antd keeps it: its state (a search typed) is there on return.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface PageTab {
  key: string;
  label: ReactNode;
  children?: ReactNode;
}

interface Props {
  items: PageTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** The panel under the tabs when the items carry no children (a list the selected tab filters). */
  children?: ReactNode;
  /** Names the tab list when the page has more than one. */
  'aria-label'?: string;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function PageTabs({ items, activeKey, onChange, children, ...named }: Props) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [shown, setShown] = useState<string[]>([activeKey]);
  if (!shown.includes(activeKey)) setShown([...shown, activeKey]);
  const shared = items.every((item) => item.children === undefined);
  const tabId = (key: string) => `${base}-tab-${key}`;
  const panelId = (key: string) => `${base}-panel${shared ? '' : `-${key}`}`;

  function onKeyDown(event: KeyboardEvent) {
    const move = moves[event.key];
    const from = items.findIndex((item) => item.key === activeKey);
    if (!move || from < 0) return;
    event.preventDefault();
    const to = move(from, items.length);
    buttons.current[to]?.focus();
    if (to !== from) onChange(items[to].key);
  }

  return (
    <>
      <div role="tablist" className="page-tabs-list" onKeyDown={onKeyDown} {...named}>
        {items.map((item, index) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              className="page-tab"
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => !selected && onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {shared ? (
        <div role="tabpanel" id={panelId(activeKey)} aria-labelledby={tabId(activeKey)}>
          {children}
        </div>
      ) : (
        items.map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(item.key)}
            aria-labelledby={tabId(item.key)}
            hidden={item.key !== activeKey}
          >
            {shown.includes(item.key) && item.children}
          </div>
        ))
      )}
    </>
  );
}
