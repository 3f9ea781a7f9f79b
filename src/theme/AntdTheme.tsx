// antd's ConfigProvider with the app's theme (dark algorithm when dark, brand and accessibility tokens).
// Not at the top of the app: it would bring antd into the first load of every page, the home page included,
// and compute antd's whole token set before the first render. Routes wrap their lazily loaded screens in it
// instead (routes.tsx, withAntdTheme), as do the other lazily loaded antd parts (header avatar, toasts).
import { Provider as MotionProvider } from '@rc-component/motion';
import { ConfigProvider, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import { useStores } from '@/stores/context';
import { antdThemeConfig } from './tokens';

/**
 * Reduce motion turns antd's animations off through its motion context, always present, rather than through
 * the `motion` theme token: antd wraps the children in a motion provider only once that token first changes,
 * and the new wrapper remounted the whole screen below it. A user whose saved setting arrived after the first
 * paint lost what they had typed, and every screen loaded its data twice. (Transitions in CSS: global.css,
 * html.lex-reduce-motion.)
 */
export const AntdTheme = observer(function AntdTheme({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  return (
    <ConfigProvider
      theme={antdThemeConfig(ui, ui.isDark, {
        default: theme.defaultAlgorithm,
        dark: theme.darkAlgorithm,
      })}
    >
      <MotionProvider motion={!ui.reduceMotion}>{children}</MotionProvider>
    </ConfigProvider>
  );
});

/** `Component` inside AntdTheme (for a route's lazily loaded screen). */
export function withAntdTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <AntdTheme>
        <Component {...props} />
      </AntdTheme>
    );
  }
  Themed.displayName = `WithAntdTheme(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Themed;
}
