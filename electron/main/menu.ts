// The application menu: the usual roles (copy/paste, zoom, window) and About with the version.
import type { MenuItemConstructorOptions } from 'electron';

export function menuTemplate(platform: NodeJS.Platform, showAbout: () => void): MenuItemConstructorOptions[] {
  const about: MenuItemConstructorOptions = { label: 'About LexSetu', click: showAbout };
  return [
    ...(platform === 'darwin'
      ? [
          {
            label: 'LexSetu',
            submenu: [about, { type: 'separator' }, { role: 'hide' }, { role: 'quit' }],
          } as MenuItemConstructorOptions,
        ]
      : [{ role: 'fileMenu' } as MenuItemConstructorOptions]),
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    ...(platform === 'darwin' ? [] : [{ role: 'help', submenu: [about] } as MenuItemConstructorOptions]),
  ];
}
