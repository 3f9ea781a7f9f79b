// antd's TextArea for a dialog whose only text box it is (a reason to reject, to hide): it shows only once the
// dialog opens, so the screen paints without it (TextArea with the input styles is 10 kB gzip). Its module is
// requested as soon as a screen that has such a dialog is evaluated (earlyPart), so it is here before the
// dialog can be opened. Same props as antd's TextArea; no ref.
import type { TextAreaProps } from 'antd/es/input/TextArea';
import { earlyPart } from './lazyPart';

export const DialogTextArea = earlyPart<TextAreaProps>(
  async () => (await import('antd/es/input/TextArea')).default,
);
