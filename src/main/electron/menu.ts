import { app, Menu } from 'electron';
import { menuTemplate } from './menu-template';

/** Installs the application menu (menu-template.ts). */
export function installMenu(onSyncNow: () => void): void {
  const isMac = process.platform === 'darwin';
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(menuTemplate({ isMac, isPackaged: app.isPackaged, onSyncNow })),
  );
}
