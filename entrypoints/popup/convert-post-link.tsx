// "Convert a post": the post converter in the browser's side panel where it has one (Chrome's sidePanel, Firefox's
// sidebarAction, both opened within the click), else the options page at #convert in a tab (the link itself).
import { useEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n';

type PanelApis = {
  sidePanel?: { open(options: { windowId: number }): Promise<void> };
  sidebarAction?: { open(): Promise<void> };
};

export function ConvertPostLink() {
  const apis = browser as unknown as PanelApis;
  const windowId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (apis.sidePanel)
      browser.windows.getCurrent().then(
        (w) => (windowId.current = w.id),
        () => undefined,
      );
  }, []);

  function open(e: MouseEvent) {
    const opened =
      apis.sidePanel && windowId.current !== undefined
        ? apis.sidePanel.open({ windowId: windowId.current })
        : apis.sidebarAction?.open();
    if (!opened) return; // no side panel: the link opens options.html#convert
    e.preventDefault();
    opened.then(
      () => window.close(),
      () => browser.tabs.create({ url: browser.runtime.getURL('/options.html#convert') }).then(() => window.close()),
    );
  }

  return (
    <a href="options.html#convert" target="_blank" rel="noreferrer" onClick={open}>
      {t('popupConvertPost')}
    </a>
  );
}
