// antd's Table as a part of a screen fetched when first needed (earlyPart, lazyPart.tsx): a table shows once its
// data has arrived, after <Loaded>'s skeleton, so the screen paints without it. Its fallback is that same
// skeleton, so the only swap a user sees is skeleton → table. The module is requested as soon as a screen that
// has a table is evaluated, so it comes down while the screen waits for its data rather than after it. Typed
// like antd's Table: `<LazyTable<Row> columns={…} dataSource={rows} />`. A column of row actions (Pay, Accept,
// Restore…) is `fixed: 'right'`: a tablet scrolls the table sideways, and the action stays in view; on a phone
// the rows are cards (RowCards), that column their foot.
import type { TableProps } from 'antd';
import { Skeleton } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { earlyPart } from './lazyPart';
import { PHONE_SCREEN, RowCards } from './RowCards';
import { useMediaQuery } from './useMediaQuery';

const TablePart = earlyPart(
  async () => (await import('./antdTable')).Table as unknown as ComponentType<TableProps<object>>,
  <Skeleton active paragraph={{ rows: 3 }} />,
);

const Table = TablePart as <T extends object>(props: TableProps<T>) => ReactNode;

export function LazyTable<T extends object>(props: TableProps<T>) {
  return useMediaQuery(PHONE_SCREEN) ? <RowCards<T> {...props} /> : <Table<T> {...props} />;
}
