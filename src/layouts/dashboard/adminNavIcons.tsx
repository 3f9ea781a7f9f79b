// The admin console's side-navigation icons: a module of their own, fetched with an admin's dashboard only.
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import TransactionOutlined from '@ant-design/icons/TransactionOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import type { ReactNode } from 'react';

export const adminNavIcons: Record<string, ReactNode> = {
  '/dashboard/admin': <DashboardOutlined />,
  '/dashboard/admin/support': <CustomerServiceOutlined />,
  '/dashboard/admin/users': <UserSwitchOutlined />,
  '/dashboard/admin/payments': <TransactionOutlined />,
  '/dashboard/admin/verifications': <SafetyCertificateOutlined />,
  '/dashboard/admin/reviews': <FlagOutlined />,
  '/dashboard/admin/services': <AuditOutlined />,
  '/dashboard/admin/payouts': <BankOutlined />,
  '/dashboard/admin/audit': <FileSearchOutlined />,
};
