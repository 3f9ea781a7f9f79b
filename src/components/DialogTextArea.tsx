// antd's TextArea for a dialog whose only text box it is (a reason to reject, to hide): it shows only once the
// dialog opens, so the screen paints without it (TextArea with the input styles is 10 kB gzip). Its module is
// requested as soon as a screen that has such a dialog is evaluated, so it is here before the dialog can be
// opened. Same props as antd's TextArea; no ref.
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { lazyPart } from './lazyPart';

const loadTextArea = async () => (await import('antd/es/input/TextArea')).default;
const early = loadTextArea();
// A failed early fetch (offline for a moment) is tried again when the dialog first shows the box.
early.catch(() => undefined);

export const DialogTextArea = lazyPart<TextAreaProps>(() => early.catch(loadTextArea));
