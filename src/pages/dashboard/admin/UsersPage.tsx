// Admins' Users: find a person by part of their name or e-mail, narrow by role and status, newest sign-ups
// first with Load more; a name opens the user's page (suspend, reinstate, notes).
import type { AdminUserItem } from '@contract';
import {
  adminUserRoles,
  adminUserStatuses,
  type AdminUserRole,
  type AdminUserStatus,
} from '@contract/adminUserTerms';
import { Empty, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { SearchInput } from '@/components/inputs';
import { LazyTable } from '@/components/LazyTable';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';
import { useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';
import { roleLabels, statusColors, statusLabels } from './users/userTerms';

function UsersPage() {
  const { auth, adminUsers: store } = useStores();
  const t = useT();
  const isAdmin = auth.user?.role === 'admin';
  const [search, setSearch] = useState(store.filters.q);

  useEffect(() => {
    if (isAdmin) void store.users.load();
  }, [isAdmin, store]);

  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  return (
    <Page heading={t('Users')} description={t('Find a client, lawyer or admin by name or e-mail.')}>
      <div className="list-toolbar">
        <SearchInput
          aria-label={t('Search users by name or e-mail')}
          placeholder={t('Name or e-mail')}
          allowClear
          maxLength={100}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            if (!event.target.value) void store.filter({ q: '' });
          }}
          onSearch={(q) => void store.filter({ q })}
          className="list-toolbar-search"
        />
        <ChoiceSelect<AdminUserRole>
          aria-label={t('Role')}
          placeholder={t('Any role')}
          clearable
          value={store.filters.role}
          onChange={(role) => void store.filter({ role })}
          options={adminUserRoles.map((role) => ({ value: role, label: t(roleLabels[role]) }))}
          className="list-toolbar-select"
        />
        <ChoiceSelect<AdminUserStatus>
          aria-label={t('Status')}
          placeholder={t('Any status')}
          clearable
          value={store.filters.status}
          onChange={(status) => void store.filter({ status })}
          options={adminUserStatuses.map((status) => ({ value: status, label: t(statusLabels[status]) }))}
          className="list-toolbar-select"
        />
      </div>
      <Loaded
        resource={store.users}
        isEmpty={(page) => page.items.length === 0}
        empty={<Empty description={t('No users match.')} />}
      >
        {(page) => (
          <>
            <LazyTable<AdminUserItem>
              scroll={{ x: 'max-content' }}
              rowKey="_id"
              dataSource={page.items}
              pagination={false}
              columns={[
                {
                  title: t('Name'),
                  dataIndex: 'name',
                  render: (name: string, user) => (
                    <Link to={`/dashboard/admin/users/${encodeURIComponent(user._id)}`} translate="no">
                      {name}
                    </Link>
                  ),
                },
                {
                  title: t('E-mail'),
                  dataIndex: 'email',
                  render: (email: string) => <span translate="no">{email}</span>,
                },
                { title: t('Role'), dataIndex: 'role', render: (role: AdminUserRole) => t(roleLabels[role]) },
                {
                  title: t('Status'),
                  dataIndex: 'status',
                  render: (status: AdminUserStatus) => (
                    <Tag color={statusColors[status]}>{t(statusLabels[status])}</Tag>
                  ),
                },
                { title: t('Joined'), dataIndex: 'joinedAt', render: (at: string) => formatDate(at) },
              ]}
            />
            <LoadMore more={store.more} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(UsersPage);
