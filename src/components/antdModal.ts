// antd's Modal, alone in a module: LazyModal.tsx fetches it after the screen's first paint.
export { Modal } from 'antd';
