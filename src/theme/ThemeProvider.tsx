// The app's theme around every screen, without antd (see AntdTheme.tsx for antd's part): the UiStore's
// light/dark and accessibility settings as --lex-* CSS variables for the plain-HTML parts (public header,
// footer and pages), classes on <html>, the page background, and the toast container.
import { observer } from 'mobx-react-lite';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { ToastProvider } from '@/components/toast';
import { useStores } from '@/stores/context';
import { colourVariables, surfaceTokens } from './surfaceTokens';

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
  const colours = colourVariables(token, dark);
  const variables = colours as CSSProperties;
  const coloursKey = JSON.stringify(colours);
  useEffect(() => {
    const root = document.documentElement;
    root.style.colorScheme = dark ? 'dark' : 'light';
    document.body.style.background = token.colorBgLayout;
    // Also on <html>: dialogs, drawers and menus render outside .lex-surface (portals into <body>).
    const set = JSON.parse(coloursKey) as Record<string, string>;
    for (const [name, value] of Object.entries(set)) root.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(set)) root.style.removeProperty(name);
    };
  }, [dark, token.colorBgLayout, coloursKey]);
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
