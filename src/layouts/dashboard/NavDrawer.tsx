// The side navigation as a drawer (below the lg breakpoint). Its own module, loaded only on small screens: wide
// screens never download antd's Drawer.
import { Drawer } from 'antd';
import type { ReactNode } from 'react';

export default function NavDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={280}
      closable={false}
      rootClassName="dashboard-drawer"
    >
      <div id="dashboard-nav">{children}</div>
    </Drawer>
  );
}
