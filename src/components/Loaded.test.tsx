import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Resource } from '@/stores/resource';
import { Loaded } from './Loaded';

describe('<Loaded>', () => {
  it("shows the failure's reason with Retry, then the content once Retry loads it", async () => {
    let fail = true;
    const resource = new Resource(async () => {
      if (fail) throw new Error('down');
      return ['Asha'];
    }, 'Your clients could not be loaded.');
    await resource.load();
    render(<Loaded resource={resource}>{(names) => <p>{names.join(', ')}</p>}</Loaded>);
    expect(screen.getByText('Your clients could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Asha')).toBeTruthy();
  });

  it('shows the empty state when there is nothing', async () => {
    const resource = new Resource(async () => [] as string[], 'x');
    await resource.load();
    render(
      <Loaded resource={resource} isEmpty={(d) => d.length === 0} empty={<p>No bills yet</p>}>
        {() => <p>list</p>}
      </Loaded>,
    );
    expect(screen.getByText('No bills yet')).toBeTruthy();
    expect(screen.queryByText('list')).toBeNull();
  });
});
