// The header's account menu (Profile, Sessions, Log out): antd's Dropdown, in a module the header fetches as it
// first renders (DashboardHeader.tsx), so it is not in the first load of a dashboard screen that has no dropdown
// of its own (antd's Tabs bring one). Until it arrives the header shows the same button; a press on it then opens the menu as
// soon as the menu is here (`openAtOnce`).
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { glyphs } from '@/components/glyphs';

export default function AccountMenu({ openAtOnce }: { openAtOnce: boolean }) {
  const { auth } = useStores();
  const navigate = useNavigate();
  const t = useT();
  const [open, setOpen] = useState(openAtOnce);

  // Log out: the API is told (its failure does not matter), the session forgotten here, back to /login.
  const logOut = async () => {
    await auth.signOut();
    navigate('/login');
  };
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: [
          { key: 'profile', label: <Link to="/profile">{t('Profile')}</Link> },
          {
            key: 'sessions',
            label: <Link to="/dashboard/settings/session-management">{t('Sessions')}</Link>,
          },
          { key: 'logout', label: t('Log out'), onClick: () => void logOut() },
        ],
      }}
    >
      <Button type="text" size="small" aria-label={t('Account menu')}>
        {glyphs.menu}
      </Button>
    </Dropdown>
  );
}
