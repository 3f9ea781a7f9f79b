// antd's Modal for a dialog a screen renders closed (a confirmation, a PIN or reason prompt): a closed dialog shows
// nothing, so the screen paints without antd's Modal (9 kB gzip) and fetches it as it first renders — in the
// time before anyone can press what opens it. Until it has arrived the dialog renders nothing, as it does
// closed. Same props as antd's Modal. (A dialog whose own content is heavy comes whole through lazyPart.)
import type { ModalProps } from 'antd';
import { lazyPart } from './lazyPart';

export const LazyModal = lazyPart<ModalProps>(async () => (await import('./antdModal')).Modal);
