// The app's theme around every screen, without antd (see AntdTheme.tsx for antd's part): the UiStore's
// light/dark and accessibility settings as --lex-* CSS variables for the plain-HTML parts (public header,
// footer and pages), classes on <html>, the page background, and the toast container.
import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { ToastProvider } from '@/components/toast';
import { useStores } from '@/stores/context';
import { surfaceTokens } from './surfaceTokens';

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
  const dark = ui.isDark;
  const token = surfaceTokens(ui, dark);
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
    <>
      <RootClasses />
      <ToastProvider>
        <div className="lex-surface" style={variables}>
          {children}
        </div>
      </ToastProvider>
    </>
  );
});
