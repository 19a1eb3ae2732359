// "Convert a post": the post converter in the browser's side panel where it has one (Chrome's sidePanel, Firefox's
// sidebarAction, both opened within the click), else the options page at #convert in a tab.
import { useEffect, useRef } from 'preact/hooks';
import { browser } from '../../core/browser';
import { t } from '../../core/i18n';

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
        (w) => (windowId.current = w?.id),
        () => undefined,
      );
  }, []);

  function open() {
    const inTab = () => browser.tabs.create({ url: browser.runtime.getURL('/options.html#convert') });
    let opened: Promise<unknown> | undefined;
    try {
      opened =
        apis.sidePanel && windowId.current !== undefined
          ? apis.sidePanel.open({ windowId: windowId.current })
          : apis.sidebarAction?.open();
    } catch {
      opened = undefined;
    }
    (opened ? opened.catch(inTab) : inTab()).then(
      () => window.close(),
      () => undefined,
    );
  }

  return (
    <button type="button" class="link-button" onClick={open}>
      {t('popupConvertPost')}
    </button>
  );
}
