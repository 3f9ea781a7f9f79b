// antd's Table, alone in a module: LazyTable.tsx fetches it when a screen first shows a table. Screens take
// tables from LazyTable, never from antd (eslint.config.js), so the Table and what it brings (Pagination,
// Select, Checkbox, Radio: ~80 kB gzip) stay out of every route's first load.
// eslint-disable-next-line no-restricted-imports -- the one module that imports antd's Table
export { Table } from 'antd';
