import type { MenuItemConstructorOptions } from 'electron';

export interface MenuOptions {
  isMac: boolean;
  /** A packaged app has no dev tools and no reload in its menu. */
  isPackaged: boolean;
  onSyncNow: () => void;
}

/** The application menu: the standard roles plus what a consultant looks for. */
export function menuTemplate({
  isMac,
  isPackaged,
  onSyncNow,
}: MenuOptions): MenuItemConstructorOptions[] {
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Sync now', accelerator: 'CmdOrCtrl+R', click: onSyncNow },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(isPackaged
          ? []
          : [{ type: 'separator' as const }, { role: 'toggleDevTools' as const }]),
      ],
    },
    { role: 'windowMenu' },
  ];
}
