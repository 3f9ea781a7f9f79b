// The failure state of <Loaded> (antd's Result with its warning icon): in a module of its own, fetched when a
// screen first fails, because antd's Result carries its 403/404/500 illustrations wherever it is imported.
import { Result } from 'antd';
import type { ReactNode } from 'react';

export default function FailedResult({ title, extra }: { title: ReactNode; extra: ReactNode }) {
  return <Result status="warning" title={title} extra={extra} />;
}
