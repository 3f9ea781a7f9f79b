// antd's ConfigProvider with the app's theme (dark algorithm when dark, brand and accessibility tokens).
// Not at the top of the app: it would bring antd into the first load of every page, the home page included,
// and compute antd's whole token set before the first render. Routes wrap their lazily loaded screens in it
// instead (routes.tsx, withAntdTheme), as do the other lazily loaded antd parts (header avatar, toasts).
import { ConfigProvider, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ComponentType, ReactNode } from 'react';
import { useStores } from '@/stores/context';
import { antdThemeConfig } from './tokens';

export const AntdTheme = observer(function AntdTheme({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  return (
    <ConfigProvider
      theme={antdThemeConfig(ui, ui.isDark, {
        default: theme.defaultAlgorithm,
        dark: theme.darkAlgorithm,
      })}
    >
      {children}
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
