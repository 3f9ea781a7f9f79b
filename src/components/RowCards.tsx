// A table's rows as cards, for a phone (LazyTable switches to it below PHONE_SCREEN): a table there scrolls
// sideways and hides most of each row. Takes the same props as antd's Table and reads the same columns: the
// first column is the card's title, the others are label and value pairs, and a column of row actions
// (`fixed: 'right'`) is the card's foot. Pages keep one set of columns for both.
import type { TableProps } from 'antd';
import { Button, Empty, Skeleton } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useT } from '@/i18n';

/** Below this width a table's rows are shown as cards (antd's xs breakpoint). */
export const PHONE_SCREEN = '(max-width: 575px)';

function valueAt(record: object, dataIndex: ColumnType<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, key) =>
      value === null || value === undefined ? value : (value as Record<string, unknown>)[String(key)],
    record,
  );
}

function cellOf<T extends object>(column: ColumnType<T>, record: T, index: number): ReactNode {
  const value = valueAt(record, column.dataIndex as ColumnType<object>['dataIndex']);
  if (!column.render) return value as ReactNode;
  const rendered = column.render(value, record, index);
  // antd lets render return { children, props } for cell spans; a card has no spans, only the children.
  return rendered !== null && typeof rendered === 'object' && 'children' in rendered && !('type' in rendered)
    ? (rendered as { children: ReactNode }).children
    : (rendered as ReactNode);
}

function keyOf<T extends object>(record: T, index: number, rowKey: TableProps<T>['rowKey']): Key {
  if (typeof rowKey === 'function') return rowKey(record, index);
  return (record as Record<string, Key>)[(rowKey as string | undefined) ?? 'key'] ?? index;
}

export function RowCards<T extends object>({
  columns = [],
  dataSource = [],
  rowKey,
  loading,
  locale,
  pagination,
  onRow,
}: TableProps<T>) {
  const pageSize = pagination ? (pagination.pageSize ?? 10) : Infinity;
  const [shown, setShown] = useState(pageSize);
  const t = useT();
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (dataSource.length === 0)
    return (
      <div className="row-cards-empty">
        {(locale?.emptyText as ReactNode) ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </div>
    );
  const plain = (columns as ColumnType<T>[]).filter((column) => !column.hidden);
  const [head, ...rest] = plain.filter((column) => column.fixed !== 'right');
  const actions = plain.filter((column) => column.fixed === 'right');
  const titleOf = (column: ColumnType<T>) =>
    typeof column.title === 'function' ? null : (column.title as ReactNode);
  const left = dataSource.length - shown;
  return (
    <>
      <ul className="row-cards">
        {dataSource.slice(0, shown).map((record, index) => (
          <li
            key={keyOf(record, index, rowKey)}
            className="row-card"
            {...(onRow?.(record, index) as HTMLAttributes<HTMLLIElement> | undefined)}
          >
            {head && <div className="row-card-title">{cellOf(head, record, index)}</div>}
            <dl className="row-card-fields">
              {rest.map((column, i) => (
                <div key={String(column.key ?? column.dataIndex ?? i)} className="row-card-field">
                  <dt>{titleOf(column)}</dt>
                  <dd>{cellOf(column, record, index) ?? '—'}</dd>
                </div>
              ))}
            </dl>
            {actions.map((column, i) => (
              <div key={String(column.key ?? column.dataIndex ?? i)} className="row-card-actions">
                {cellOf(column, record, index)}
              </div>
            ))}
          </li>
        ))}
      </ul>
      {left > 0 && (
        <Button block className="row-cards-more" onClick={() => setShown(shown + pageSize)}>
          {t('Show {count} more of {left}', { count: Math.min(left, pageSize), left })}
        </Button>
      )}
    </>
  );
}
