// LinkButton: a link (role, address) drawn as antd's Button, followed by the router on a plain click and left
// to the browser on a modified one.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkButton } from './LinkButton';

function showAt(start: string) {
  render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route
          path="/dashboard/schedules"
          element={
            <LinkButton type="primary" to="/dashboard/consultation/b1">
              Join
            </LinkButton>
          }
        />
        <Route path="/dashboard/consultation/:id" element={<h1>Consultation room</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LinkButton', () => {
  it("is a link to its address with antd's own button classes (so it is drawn as a button)", () => {
    showAt('/dashboard/schedules');
    const join = screen.getByRole('link', { name: 'Join' });
    expect(join).toHaveAttribute('href', '/dashboard/consultation/b1');
    expect(join).toHaveClass('ant-btn', 'ant-btn-primary');
    // The generated class antd's button look is scoped to: without it the link showed as plain text.
    expect([...join.classList].some((name) => /^css-/.test(name))).toBe(true);
  });

  it('moves within the app on a plain click', () => {
    showAt('/dashboard/schedules');
    fireEvent.click(screen.getByRole('link', { name: 'Join' }));
    expect(screen.getByRole('heading', { name: 'Consultation room' })).toBeInTheDocument();
  });

  it('leaves a ctrl-click to the browser (a new tab): the app stays where it is', () => {
    showAt('/dashboard/schedules');
    const join = screen.getByRole('link', { name: 'Join' });
    const followed = fireEvent.click(join, { ctrlKey: true });
    expect(followed).toBe(true); // not prevented: the browser opens the address
    expect(screen.getByRole('link', { name: 'Join' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Consultation room' })).toBeNull();
  });
});
