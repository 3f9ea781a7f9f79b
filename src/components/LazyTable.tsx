// antd's Table as a part of a screen fetched when first needed (earlyPart, lazyPart.tsx): a table shows once its
// data has arrived, after <Loaded>'s skeleton, so the screen paints without it. Its fallback is that same
// skeleton, so the only swap a user sees is skeleton → table. The module is requested as soon as a screen that
// has a table is evaluated, so it comes down while the screen waits for its data rather than after it. Typed
// like antd's Table: `<LazyTable<Row> columns={…} dataSource={rows} />`. A column of row actions (Pay, Accept,
// Restore…) is `fixed: 'right'`: a phone scrolls the table sideways, and the action stays in view.
import type { TableProps } from 'antd';
import { Skeleton } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { earlyPart } from './lazyPart';

const TablePart = earlyPart(
  async () => (await import('./antdTable')).Table as unknown as ComponentType<TableProps<object>>,
  <Skeleton active paragraph={{ rows: 3 }} />,
);

export const LazyTable = TablePart as <T extends object>(props: TableProps<T>) => ReactNode;
