// One icon per side-navigation entry, so the entries read at a glance (and the collapsed menu stays usable).
// The admin console's are in adminNavIcons.tsx, fetched for admins only.
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import MoneyCollectOutlined from '@ant-design/icons/MoneyCollectOutlined';
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
  '/dashboard/service-orders': <FileProtectOutlined />,
  '/dashboard/earnings': <RiseOutlined />,
  '/dashboard/practice-profile': <IdcardOutlined />,
  '/dashboard/wallet': <MoneyCollectOutlined />,
};
