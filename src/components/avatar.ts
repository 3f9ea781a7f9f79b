// antd's Avatar alone. `Avatar` from 'antd' is the index that hangs Avatar.Group on it, and the group brings antd's
// Popover: with the header's avatar that was 2 kB gzip in every dashboard screen's first load. Screens take the
// Avatar from here (eslint.config.js); same component and props as antd's (the file antd's index re-exports).
export { default as Avatar } from 'antd/es/avatar/Avatar';
