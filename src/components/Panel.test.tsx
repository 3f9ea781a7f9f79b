// Panel: a section named by its title heading (antd's Card title was a plain div), or a name, element or plain box
// of the caller's choosing.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './Panel';

describe('Panel', () => {
  it('is a section named by its title heading, with the extra beside it', () => {
    render(
      <Panel title="Yearly" extra={<span>People’s choice</span>} size="small">
        <p>₹9999/- per year</p>
      </Panel>,
    );
    const box = screen.getByRole('region', { name: 'Yearly' });
    expect(box).toHaveClass('panel', 'panel-small');
    expect(screen.getByRole('heading', { level: 2, name: 'Yearly' })).toBeInTheDocument();
    expect(box).toHaveTextContent('People’s choice');
  });

  it('takes a name of its own, an element of its own, and is a plain box without a title', () => {
    const { container } = render(
      <>
        <Panel title="Rohan" aria-label="Verification of Rohan" level={3}>
          x
        </Panel>
        <Panel as="article" aria-label="Result">
          y
        </Panel>
        <Panel className="plain">z</Panel>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Verification of Rohan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Rohan' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Result' })).toBeInTheDocument();
    const plain = container.querySelector('.plain');
    expect(plain?.tagName).toBe('DIV');
    expect(plain?.querySelector('.panel-head')).toBeNull();
  });
});
