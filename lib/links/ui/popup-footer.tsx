import { t } from '../../core/i18n';
import { ConvertPostLink } from '../../post/ui/convert-post-link';
import { popupHref } from './page-url';

/** "Open in a tab" (the same popup for this page, in a tab that stays open) and the options page. */
export function PopupFooter({ url }: { url: string | null }) {
  return (
    <footer class="popup-footer">
      {url && (
        <a href={popupHref(url)} target="_blank" rel="noreferrer">
          {t('popupOpenInTab')}
        </a>
      )}
      <ConvertPostLink />
      <a href="options.html" target="_blank" rel="noreferrer">
        {t('popupOptions')}
      </a>
    </footer>
  );
}

/** No API key saved: nothing can be converted until one is added in the options page. */
export function NoKeyNotice() {
  return (
    <div class="no-key">
      <p class="status" role="status">
        {t('popupNoApiKey')}
      </p>
      <a class="button primary" href="options.html#account" target="_blank" rel="noreferrer">
        {t('popupAddYourApiKey')}
      </a>
    </div>
  );
}
