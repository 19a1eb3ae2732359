import { t, tParts } from '../../lib/core/i18n';
/** Shown above every section once the API has answered 401 to the saved key. */
export function KeyRefusedAlert() {
  return (
    <div class="alert" role="alert">
      <p class="alert-server">{t('optionsKeyRefused')}</p>
      <p>{tParts('optionsKeyRefusedHelp', <a href="#account">{t('optionsGoToAccount')}</a>)}</p>
    </div>
  );
}
