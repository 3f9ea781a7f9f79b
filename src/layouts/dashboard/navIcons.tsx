// One icon per side-navigation entry, so the entries read at a glance (and the collapsed menu stays usable).
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import TransactionOutlined from '@ant-design/icons/TransactionOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import type { ReactNode } from 'react';

export const navIcons: Record<string, ReactNode> = {
  '/dashboard/schedules': <CalendarOutlined />,
  '/dashboard/create-request': <FileAddOutlined />,
  '/dashboard/find-experts': <TeamOutlined />,
  '/dashboard/invoices': <FileTextOutlined />,
  '/dashboard/bills-payments': <WalletOutlined />,
  '/dashboard/activities': <HistoryOutlined />,
  '/dashboard/settings': <SettingOutlined />,
  '/dashboard/help-center': <QuestionCircleOutlined />,
  '/dashboard/admin': <DashboardOutlined />,
  '/dashboard/admin/support': <CustomerServiceOutlined />,
  '/dashboard/admin/users': <UserSwitchOutlined />,
  '/dashboard/admin/payments': <TransactionOutlined />,
  '/dashboard/admin/verifications': <SafetyCertificateOutlined />,
  '/dashboard/admin/reviews': <FlagOutlined />,
  '/dashboard/service-orders': <FileProtectOutlined />,
  '/dashboard/admin/services': <AuditOutlined />,
  '/dashboard/admin/payouts': <BankOutlined />,
  '/dashboard/admin/audit': <FileSearchOutlined />,
  '/dashboard/earnings': <RiseOutlined />,
  '/dashboard/practice-profile': <IdcardOutlined />,
};
