// The failure state of <Loaded> and of a failed search (antd's Result with its warning icon): in a module of its
// own, fetched when a screen first fails, because antd's Result carries its 403/404/500 illustrations wherever it
// is imported.
import { Result } from 'antd';
import type { ReactNode } from 'react';

export default function FailedResult({
  title,
  subTitle,
  extra,
  className,
}: {
  title: ReactNode;
  subTitle?: ReactNode;
  extra: ReactNode;
  className?: string;
}) {
  return <Result className={className} status="warning" title={title} subTitle={subTitle} extra={extra} />;
}
