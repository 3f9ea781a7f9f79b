// PageTabs: the WAI-ARIA tabs pattern (one tab stop, arrows and Home/End move the selection), panels named by
// their tab, a visited panel kept (hidden) with its state, and the shared panel of tabs without children.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTabs } from './PageTabs';

function Typed({ name }: { name: string }) {
  return <input aria-label={name} />;
}

function Tabs({ shared = false }: { shared?: boolean }) {
  const [tab, setTab] = useState('upcoming');
  const items = ['upcoming', 'live', 'completed'].map((key) => ({
    key,
    label: (
      <span>
        {key} <span aria-label={`2 ${key}`}>2</span>
      </span>
    ),
    children: shared ? undefined : <Typed name={`${key} notes`} />,
  }));
  return (
    <PageTabs items={items} activeKey={tab} onChange={setTab}>
      {shared && <p>{tab} list</p>}
    </PageTabs>
  );
}

const selected = () => screen.getByRole('tab', { selected: true });

describe('PageTabs', () => {
  it('moves the selection with the arrow keys (round the ends), Home and End, keeping one tab stop', async () => {
    render(<Tabs />);
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(selected()).toHaveAccessibleName(/^upcoming/);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    await userEvent.tab();
    expect(selected()).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toHaveAccessibleName(/^live/);
    expect(selected()).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toHaveAccessibleName(/^upcoming/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toHaveAccessibleName(/^completed/);
    await userEvent.keyboard('{Home}');
    expect(selected()).toHaveAccessibleName(/^upcoming/);
    await userEvent.keyboard('{End}');
    expect(selected()).toHaveAccessibleName(/^completed/);
    expect(selected()).toHaveFocus();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('shows the selected tab’s panel, named by it, and keeps a visited one with what was typed', async () => {
    render(<Tabs />);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(/^upcoming/);
    expect(selected()).toHaveAttribute('aria-controls', panel.id);
    await userEvent.type(screen.getByLabelText('upcoming notes'), 'Bring the deed');

    await userEvent.click(screen.getByRole('tab', { name: /^live/ }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^live/);
    expect(screen.getByLabelText('live notes')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'upcoming notes' })).toBeNull();
    expect(screen.queryByLabelText('completed notes')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: /^upcoming/ }));
    expect(screen.getByLabelText('upcoming notes')).toHaveValue('Bring the deed');
  });

  it('puts tabs without children over one shared panel, named by the selected tab', async () => {
    render(<Tabs shared />);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('upcoming list');
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
    await userEvent.click(screen.getByRole('tab', { name: /^completed/ }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^completed/);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('completed list');
  });
});
