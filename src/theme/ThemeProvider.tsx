// antd theme from the UiStore (dark algorithm when dark) and the toast container.
// It also exposes a few tokens as CSS variables so plain-HTML parts (public header/footer) follow the theme.
import { ConfigProvider, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { ToastProvider } from '@/components/toast';
import { useStores } from '@/stores/context';
import { accessibilityTokens, brandTokens } from './tokens';

function ThemeSurface({ dark, children }: { dark: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    document.body.style.background = token.colorBgLayout;
  }, [dark, token.colorBgLayout]);
  const variables = {
    '--lex-primary': token.colorPrimary,
    '--lex-link': token.colorLink,
    '--lex-text': token.colorText,
    '--lex-text-secondary': token.colorTextSecondary,
    '--lex-bg': token.colorBgLayout,
    '--lex-surface': token.colorBgContainer,
    '--lex-border': token.colorBorderSecondary,
    '--lex-font': token.fontFamily,
  } as CSSProperties;
  return (
    <div className="lex-surface" style={variables}>
      {children}
    </div>
  );
}

/** Classes on <html> from the accessibility settings (text size, high contrast, reduce motion...). */
const RootClasses = observer(function RootClasses() {
  const { ui } = useStores();
  const classes = ui.rootClasses.join(' ');
  useEffect(() => {
    const root = document.documentElement;
    const added = classes.split(' ');
    root.classList.add(...added);
    return () => root.classList.remove(...added);
  }, [classes]);
  return null;
});

export const ThemeProvider = observer(function ThemeProvider({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  return (
    <ConfigProvider
      theme={{
        algorithm: ui.isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...brandTokens, ...accessibilityTokens(ui, ui.isDark) },
      }}
    >
      <RootClasses />
      <ToastProvider>
        <ThemeSurface dark={ui.isDark}>{children}</ThemeSurface>
      </ToastProvider>
    </ConfigProvider>
  );
});
